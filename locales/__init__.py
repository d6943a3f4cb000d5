"""The Fluent catalogs and keyword tables, installed as the package data ``bot.locales``
(pyproject.toml maps this folder there); ``bot.i18n`` reads them with importlib.resources."""
