"""The package list (everything else is in pyproject.toml).

hanafuda_core and its subpackages are found in place; the site generator is
the package hanafuda_site, mapped onto scripts/sitegen (see [tool.setuptools]
package-dir in pyproject.toml)."""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["hanafuda_core", "hanafuda_core.*"])
      + ["hanafuda_site"])
