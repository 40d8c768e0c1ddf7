"""Site generation: turns hanafuda_core data into MkDocs pages and assets.

core (hanafuda_core) <- site generation (this package) <- tutorial data
"""
