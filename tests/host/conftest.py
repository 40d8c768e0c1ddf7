from tests.e2e.conftest import browser  # noqa: F401  (the shared Chromium)
