"""The ``hanafuda`` MkDocs plugin: wire hanafuda_core into a site's build.

A host site installs this package and writes, under ``theme: material``::

    plugins:
      - search
      - hanafuda:
          games: [GAME]             # declared game keys; all when left out
          sections: [rules, play]   # the parts of each game's section; all when left out
          tutorials: my_tutorials/  # the host's own <game>/*.yaml lessons and puzzles

Each game brings its section from its package (sections.py): its rules and
play pages, lessons, puzzles and trainer puzzles, its family's shared pages,
and this package's pages about the cards; a file at the same path in the
host's ``docs/`` takes the place of a generated page.

Each build gets its own state (:class:`Build`), held by the plugin instance
and passed down; nothing is kept at module level, so two builds in one
process give the same site and ``mkdocs serve`` rebuilds from scratch.

* ``on_config``: lets ``HANAFUDA_SITE_URL`` override ``site_url`` (tests and
  benchmarks serve the site on a random local port; Material's instant
  navigation only works when ``site_url`` matches the served origin); finds
  the games' sections; loads and validates every tutorial (the games' and
  the host's); adds the template partial, the stylesheets and the runtime
  script; inserts the cards' pages and one nav section per game.
* ``on_files``: the sections' pages, the tutorials' pages, the puzzle
  trainer's pages and its puzzle data (trainer.py; from each game's
  ``tutorials/mined/``), and the runtime's files (package data), each unless
  the docs folder has its own file at that path.
* ``on_page_markdown``: renders the engine fences (cards, generated tables,
  widgets); an error names the page and line and fails the build.
* ``on_page_content``: card images and course-map links made relative to the page.
* ``on_post_page``: records the engine's answers for the opening of each
  exercise next to its page (answers.py); marks Japanese and Korean text
  ``lang="ja"`` and ``lang="ko"`` and collects its characters (fonts.py); the
  accessibility touches (access.py: skip link to the first widget, heading
  levels, keyboard-scrollable tables, a script's font preloaded where the first
  screen shows it).
* ``on_post_build``: builds each of the site's other languages, an edition
  in its own folder (``languages``: languages.py; the same hooks run again
  for each, with the edition's pages and words, the root's runtime); then
  copies self-hosted Pyodide and the engine wheel, writes
  the subsets of the Japanese and Korean fonts (fonts.py; a script's only when
  a page shows it) and the precompressed copies of the site's files
  (precompress.py).

What runs in parallel (:meth:`Build.start`, first thing in ``on_config``):
the engine is compiled under Node on a thread of its own (vendor.py,
``EngineJob``), and the slow brotli copies of the files known before the
pages (Pyodide's, then the theme's big scripts in ``on_files``, then the
engine's wheel and standard library once compiled) are made on a pool of
threads (precompress.py, ``Compressor``; brotli and zlib run without
Python's lock), while this thread checks the tutorials and builds the pages;
``on_post_build`` collects both.  A failed build stops them
(``on_build_error``).

The learning path (course.py) comes from the registry and the tutorials:
each game's course map (the ``course-map`` fence), the data that marks progress
in the browser (``config.extra.hf_course``, written into every page's head by
the template partial ``templates/main.html``), and each tutorial's link to its
rules section.
"""

from __future__ import annotations

import logging
import os
import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from mkdocs.config import base
from mkdocs.config import config_options as c
from mkdocs.exceptions import PluginError
from mkdocs.plugins import BasePlugin

from hanafuda_core.games import keys as games_keys
from hanafuda_core.messages import msg, msg_in

from . import (access, answers, cardrender, catalogs, course, fences, fonts, languages, pagetext, precompress,
               sections, startup, trainer, translations, tutorials, vendor)
from .data import package_data as _package_data

log = logging.getLogger("mkdocs.plugins.hanafuda")

STYLESHEETS = ("assets/css/cards.css", "assets/css/site.css", "assets/css/board.css")
RUNTIME = "assets/js/hanafuda-runtime.js"
_COURSE_MAP_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*course-map\b", re.M)


class GameKey(c.BaseConfigOption):
    """A declared game's key (the entry-point group ``hanafuda.games``), read
    when the config is checked: a game installed since is known."""

    def run_validation(self, value):
        from hanafuda_core import games

        known = games.keys()
        if value not in known:
            raise c.ValidationError(f"{value!r} is not a declared game; the games are {', '.join(known)}")
        return value


class LocalFolder(c.Dir):
    """A folder on this machine (relative to mkdocs.yml); a URL is refused:
    the site serves its own copy, never a CDN's."""

    def run_validation(self, value):
        if isinstance(value, str) and re.match(r"^([a-z][a-z0-9+.-]*:)?//", value, re.I):
            raise c.ValidationError(
                f"{value!r} is a URL: the site serves its own copy of these files; give a local folder "
                "(for instance node_modules/pyodide after `npm install pyodide`)")
        return super().run_validation(value)


class HanafudaConfig(base.Config):
    games = c.Optional(c.ListOfItems(GameKey()))
    """The games the site teaches (declared game keys); every declared game when left out."""
    sections = c.Optional(c.Type((list, dict)))
    """The parts of each game's section the site has (sections.PARTS: rules,
    lessons, puzzles, trainer, play): a list for every game, or
    ``{game: [parts]}``; every part when left out."""
    tutorials = c.Optional(c.Dir(exists=True))
    """The host's own lessons and puzzles, ``<game>/<NN-name>.yaml``, added to the
    games' courses by their number; none when left out."""
    nav = c.Type(bool, default=True)
    """Insert one nav section per game (rules, lessons, puzzles, play) into the
    site's ``nav``; ``false``: the host places the pages itself."""
    nav_before = c.Optional(c.Type(str))
    """The title of the top-level nav entry the game sections go before (the end when left out)."""
    pyodide = LocalFolder(exists=True, default="node_modules/pyodide")
    """A local copy of the npm package ``pyodide`` (never a CDN)."""
    japanese_font = LocalFolder(exists=False, default="node_modules/@fontsource/noto-sans-jp")
    """A local copy of the npm package ``@fontsource/noto-sans-jp`` (subset into the site
    when a page shows Japanese text; not needed otherwise)."""
    korean_font = LocalFolder(exists=False, default="node_modules/@fontsource/noto-sans-kr")
    """A local copy of the npm package ``@fontsource/noto-sans-kr`` (subset into the site
    when a page shows Korean text; not needed otherwise)."""
    languages = c.Optional(c.ListOfItems(c.Type(str)))
    """The site's languages (codes: ``[en, ja]``), English, the source, first:
    built at the site's root; each other an edition of its own under its
    code (``ja/``), with the pages translated so far (languages.py). Only
    the theme's language when left out."""
    site_texts = c.Type(dict, default={})
    """The site's own texts in each other language: ``{ja: {site_name: …,
    site_description: …, copyright: …}}`` (MkDocs' settings of those names,
    for that language's edition; the source's where left out)."""
    recorded_answers = c.Type(bool, default=True)
    """Record the engine's answers to each exercise's opening next to its page."""
    course_map = c.Type(bool, default=True)
    """The course map fence and the progress marks in the navigation."""
    computer_pause = c.Optional(c.Type(int))
    """The pause before each of the computer's moves on the play pages, in
    milliseconds (0 to 5000; 400 when left out, a pace a learner can follow
    move by move); a play board's ``computer-pause`` option sets its own."""
    compression = c.Choice(precompress.SETTINGS, default="best")
    """The brotli setting of the precompressed copies (precompress.py):
    ``best`` for the site learners download; ``fast`` for a preview or a test
    build (a build on an empty cache in 40 % of the time, copies 15 % larger)."""
    cache_dir = c.Optional(c.Type(str))
    """Where the compiled engine and its trimmed standard library, the font subset
    and big compressed files are kept between builds, each under its content
    hash (relative to mkdocs.yml); when left out, the user's cache folder
    (``$XDG_CACHE_HOME/hanafuda-site`` or ``~/.cache/hanafuda-site``), shared by
    every site built on the machine."""


def site_data_files() -> dict[str, Path]:
    """``{site path: file}``: the service worker, the runtime's assets and the
    tutorial files' JSON Schema."""
    root = _package_data("site")
    out = {"sw.js": root / "sw.js", "schemas/tutorial.schema.json": root / "schemas" / "tutorial.schema.json"}
    for path in sorted((root / "assets").rglob("*")):
        if path.is_file() and path.suffix in (".js", ".css"):
            out[path.relative_to(root).as_posix()] = path
    return out


@dataclass
class Build:
    """What one build knows; made afresh by on_config."""

    edition: languages.Edition = field(default_factory=lambda: languages.Edition(languages.SOURCE))
    catalog: course.Catalog = field(default_factory=course.Catalog)
    plan: sections.Plan | None = None  # the games' section pages (sections.py)
    trainers: list = field(default_factory=list)  # trainer.GameTrainer: each game's mined puzzles
    chars: dict[str, set[str]] = field(default_factory=dict)  # {lang: characters the pages show} (fonts.py)
    edition_chars: dict[str, dict] = field(default_factory=dict)  # the same, of each other language's pages
    errors: list[str] = field(default_factory=list)  # tutorial errors while serving
    compressor: precompress.Compressor | None = None  # the .br/.gz copies, started early
    engine: vendor.EngineJob | None = None  # the engine compiled while the pages are built

    def start(self, pyodide: str, cache: Path, games: tuple[str, ...] | None, compression: str = "best") -> None:
        """Start what needs no page: compiling the engine and compressing the
        files known already (Pyodide's; the engine's when compiled)."""
        self.compressor = compressor = precompress.Compressor(cache, setting=compression)
        for name in vendor.PYODIDE_FILES:
            try:
                compressor.submit(name, (Path(pyodide) / name).read_bytes())
            except OSError:
                pass  # vendor() says what is missing

        def engine_ready(engine: vendor.Engine) -> None:
            compressor.submit(vendor.STDLIB, engine.stdlib)
            compressor.submit(engine.wheel_name, engine.wheel)

        # The engine wheel holds the selected games only (built-in or from other packages).
        self.engine = vendor.EngineJob(Path(pyodide), cache, then=engine_ready, games=games)

    def cancel(self) -> None:
        """Stop the work started early (a build that failed)."""
        if self.engine is not None:
            self.engine.cancel()
        if self.compressor is not None:
            self.compressor.cancel()


class HanafudaPlugin(BasePlugin[HanafudaConfig]):
    supports_multiple_instances = False

    def __init__(self):
        self.build = Build()
        self.serving = False
        self.edition: languages.Edition | None = None  # the edition being built by a pass of its own
        self.host_scope = None  # Material's extra.scope, when the host sets one

    # -- configuration -------------------------------------------------------

    def on_startup(self, *, command, dirty):
        self.serving = command == "serve"

    def _path(self, config, value: str) -> Path:
        return Path(os.path.dirname(config.config_file_path or "."), value).resolve()

    def _cache(self, config) -> Path:
        if self.config.cache_dir:
            return self._path(config, self.config.cache_dir)
        base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
        return Path(base, "hanafuda-site").resolve()

    def _codes(self, config) -> list[str]:
        return list(self.config.languages or [config["theme"]["language"]])

    def on_config(self, config):
        if self.edition is not None:  # another language's pass (languages.py): its own pages, the root's runtime
            self.build = build = Build(edition=self.edition)
            try:
                self._configure(config, build)
            except tutorials.TutorialFileError as e:
                raise PluginError(f"tutorial error: {e}") from None
            return config
        url = os.environ.get("HANAFUDA_SITE_URL")
        if url:
            config["site_url"] = url if url.endswith("/") else url + "/"
        codes = self._codes(config)
        if codes[0] != languages.SOURCE:
            raise PluginError(f"hanafuda plugin: the first of the site's languages is {languages.SOURCE!r}, "
                              f"the language its pages are written in (got {codes[0]!r})")
        for code, texts in self.config.site_texts.items():
            unknown = set(texts) - set(languages.SITE_TEXTS) if isinstance(texts, dict) else {"(not a mapping)"}
            if code not in codes[1:] or unknown:
                raise PluginError(f"hanafuda plugin: site_texts: {code!r}: the site's other languages are "
                                  f"{', '.join(codes[1:]) or 'none'}, and each one's texts are "
                                  f"{', '.join(languages.SITE_TEXTS)}"
                                  + (f" (not {', '.join(sorted(unknown))})" if unknown else ""))
        if self.config.computer_pause is not None:
            from .widgets import computer_pause

            try:
                computer_pause(self.config.computer_pause)
            except ValueError as e:
                raise PluginError(f"hanafuda plugin: computer_pause: {e}") from None
        self.host_scope = config["extra"].get("scope")
        self.build = build = Build()
        # Started first, to run while the tutorials are checked and the pages built.
        build.start(self.config.pyodide, self._cache(config),
                    tuple(self.config.games) if self.config.games else None, self.config.compression)
        try:
            self._configure(config, build)
        except BaseException:
            build.cancel()
            raise
        return config

    def _configure(self, config, build: Build) -> None:
        from hanafuda_core.errors import HanafudaError

        keys = tuple(self.config.games) if self.config.games else None
        edition = build.edition
        if not edition.main and catalogs.games_of(edition.code) is not None:
            # a language whose catalog covers some games has their sections alone
            keys = tuple(k for k in (keys or games_keys()) if catalogs.covers(edition.code, k))
        try:
            chosen = course.Catalog(games=keys).chosen_games()
        except HanafudaError as e:  # a declared game's package that does not load
            raise PluginError(f"hanafuda plugin: {e}") from None
        try:
            build.plan = plan = sections.plan(chosen, self.config.sections, config["docs_dir"])
        except sections.SectionsError as e:
            raise PluginError(f"hanafuda plugin: {e}") from None
        if not edition.main:  # the section pages translated so far
            plan = build.plan = replace(plan, pages=self._translated(plan.pages, edition),
                                     sources=self._translated(plan.sources, edition, listed=False))
        host = os.environ.get("HANAFUDA_TUTORIALS") or self.config.tutorials
        hosts = [(g.key, Path(host) / g.key) for g in chosen if host and (Path(host) / g.key).is_dir()]
        # The parts chosen apply to the games' own tutorials; the host's are all its choice.
        loaded = [t for t in self._load_tutorials(plan.tutorials + hosts, plan.sources, edition)
                  if not t.built_in or sections.part_of_tutorial(t.tutorial) in plan.parts[t.tutorial.game]]
        build.trainers = self._load_trainers([(k, f) for k, f in plan.tutorials if "trainer" in plan.parts[k]]
                                             + hosts, edition)
        build.catalog = course.Catalog(loaded, plan.sources, keys,
                                       {t.key: trainer.page(t.key) for t in build.trainers}, edition.language)
        if self.config.course_map:
            config["extra"]["hf_course"] = course.browser_data(build.catalog)
        config["extra"]["hf_text"] = pagetext.browser_text(edition.code)  # the runtime's own texts (assets/js/text.js)
        # Material's own words that its templates write in English (templates/404.html, partials/copyright.html)
        say = edition.language.write
        config["extra"]["hf_not_found"] = say(msg("404 - Not found"))
        theme_link = ('<a href="https://squidfunk.github.io/mkdocs-material/" target="_blank" rel="noopener">'
                      'Material for MkDocs</a>')
        config["extra"]["hf_made_with"] = say(msg("Made with {tool}", tool=theme_link))
        self._add_theme_files(config)
        if self.config.nav:
            _add_games_to_nav(config, build.catalog, build.trainers, plan, self.config.nav_before, edition,
                              self._codes(config))

    @staticmethod
    def _translated(pages: dict, edition: languages.Edition, listed: bool = True) -> dict:
        """``{site path: source}`` of the pages translated into ``edition``'s
        language, each to its translation; the others are left out (and
        ``listed`` as missing)."""
        out = {}
        for path, src in pages.items():
            found = edition.translation(Path(src))
            if found is None:
                if listed:
                    edition.missing.append(path)
            else:
                out[path] = found
        return out

    def _load_tutorials(self, folders, pages, edition: languages.Edition) -> list:
        """Every lesson and puzzle, validated by the engine before anything is
        built (in another language's edition, those translated so far, with
        their translations). A bad file fails the build; while serving, it is
        reported with its file and line and left out, and the server keeps
        running."""
        read = tutorials.load_file
        if not edition.main:
            read = translations.Reader(edition.code)
        try:
            loaded = tutorials.load_folders(folders, read)
            if not edition.main:  # (named from their game's folder: <game>/tutorials/<file>)
                edition.missing += [f.relative_to(f.parents[2]).as_posix() for f in read.missing]
            for t in loaded:
                try:
                    course.rules_link(t.tutorial, pages, t.built_in)
                except ValueError as e:
                    raise tutorials.TutorialFileError(t.file, tutorials.rules_line_no(t.file), str(e)) from None
            return loaded
        except tutorials.TutorialFileError as e:
            self._tutorial_error(e)
            return _load_each(folders, pages)

    def _load_trainers(self, folders, edition: languages.Edition) -> list:
        """Each game's mined puzzles (``mined/*.yaml`` of its tutorials folders)
        for its puzzle trainer, validated like every puzzle (in another
        language's edition, the games' whose puzzles are translated, with
        their translations). A bad file fails the build; while serving, it is
        reported and the trainers are left out."""
        read = tutorials.load_file if edition.main else translations.Reader(edition.code)
        try:
            found = trainer.load_folders(folders, read)
            if not edition.main:
                edition.missing += [f.relative_to(f.parents[3]).as_posix() for f in read.missing]
            return found
        except tutorials.TutorialFileError as e:
            self._tutorial_error(e)
            return []

    def _tutorial_error(self, e) -> None:
        """A bad tutorial file fails a build; while serving it is reported
        (file:line) and the server goes on."""
        if not self.serving:
            raise PluginError(f"tutorial error: {e}") from None
        message = f"tutorial error: {e}"
        self.build.errors.append(message)
        log.error(message)

    def _add_theme_files(self, config) -> None:
        """The template partial, the stylesheets and the runtime script."""
        from mkdocs.config.config_options import ExtraScriptValue

        templates = str(_package_data("templates"))
        dirs = config["theme"].dirs
        if templates not in dirs:
            # after the host's own custom_dir, before the theme's templates
            dirs.insert(1 if config["theme"].custom_dir else 0, templates)
        # Another language's pages take them from the site's root (languages.py).
        shared = self.build.edition.shared
        config["extra"]["hf_shared"] = shared  # templates/main.html
        css_list = [c for c in config["extra_css"] if c not in STYLESHEETS]
        config["extra_css"] = css_list + [shared + css for css in STYLESHEETS if shared + css not in css_list]
        scripts = [x for x in config["extra_javascript"] if str(getattr(x, "path", x)) != RUNTIME]
        if not any(str(getattr(x, "path", x)) == shared + RUNTIME for x in scripts):
            script = ExtraScriptValue(shared + RUNTIME)
            script.type = "module"
            scripts.append(script)
        config["extra_javascript"] = scripts

    # -- pages ---------------------------------------------------------------

    def on_files(self, files, config):
        from mkdocs.structure.files import File

        def add(path: str, **source) -> None:
            # A file of the host's at the same path takes the place of the generated one.
            if files.get_file_from_path(path) is None:
                files.append(File.generated(config, path, **source))

        edition = self.build.edition
        files = self._edition_files(files, config, edition)
        for path, src in (self.build.plan.pages.items() if self.build.plan else ()):
            add(path, abs_src_path=str(src))
        for t in self.build.catalog.tutorials:
            add(t.page, content=tutorials.page_markdown(t, self.build.catalog))
        trainers = self.build.trainers
        if trainers:  # (its data holds the puzzles' texts: each edition has its own)
            for key in [trainer.ALL] + [t.key for t in trainers]:
                add(trainer.page(key), content=trainer.page_markdown(trainers, key, edition.language))
            for path, text in trainer.data_files(trainers, edition.language).items():
                add(path, content=text)
        if not edition.main:
            return files  # the runtime's files are the root's
        for dest, src in site_data_files().items():
            add(dest, abs_src_path=str(src))
        if self.build.compressor is not None:
            # The big files copied as they are (the theme's scripts and their maps):
            # their slow copies are made while the pages are built.
            for file in files:
                if file.is_documentation_page() or not file.abs_src_path:
                    continue
                size = os.path.getsize(file.abs_src_path)
                if size >= precompress.BIG and precompress.wanted(file.dest_uri, size):
                    self.build.compressor.submit(file.dest_uri, file.content_bytes)
        return files

    def _edition_files(self, files, config, edition: languages.Edition):
        """The site's files for ``edition``: in the site's first language, the
        host's pages without their translations; in another, each page the
        host translated (``index.ja.md``) in place of its source, and the
        others left out and listed as missing."""
        from mkdocs.structure.files import File, Files

        codes = self._codes(config)
        out = []
        for file in files:
            if not file.is_documentation_page() or file.generated_by:
                out.append(file)
            elif edition.main:
                if not languages.is_translation(file.src_uri, codes):
                    out.append(file)
            elif file.src_uri.endswith(f".{edition.code}.md"):
                source = file.src_uri[: -len(f".{edition.code}.md")] + ".md"
                out.append(File.generated(config, source, abs_src_path=file.abs_src_path))
            elif not languages.is_translation(file.src_uri, codes) and \
                    edition.translation(Path(file.abs_src_path)) is None:
                edition.missing.append(file.src_uri)
        return Files(out)

    def on_serve(self, server, *, config, builder):
        folder = os.environ.get("HANAFUDA_TUTORIALS") or self.config.tutorials
        if folder:
            server.watch(str(folder))
        return server

    def _widget_options(self) -> dict[str, dict[str, str]]:
        """The site's options of each widget (fences.render_page), from the plugin's."""
        pause = self.config.computer_pause
        return {"play-board": {"computer-pause": str(pause)}} if pause is not None else {}

    def on_page_markdown(self, markdown, page, config, files):
        catalog = self.build.catalog
        if page.file.generated_by and self.build.plan is not None:
            markdown = sections.unlink_left_out(markdown, page.file.src_uri, self.build.plan)
        if not self.build.edition.main:  # a page not translated yet: the first language's
            markdown = languages.links_to_source(markdown, page.file.src_uri, page.file.url,
                                                 lambda src: files.get_file_from_path(src) is not None,
                                                 self.build.edition)
        titled = full_title(page.file.src_path, catalog)
        if titled:
            # templates/main.html (the page's <title>) and partials/footer.html use it.
            page.meta["hf_title"] = titled
        try:
            # A section's page keeps its course map, a plain list of links, without progress marks.
            off = None if self.config.course_map or page.file.generated_by else _COURSE_MAP_FENCE.search(markdown)
            if off:
                raise fences.FenceError("the course map is turned off (the hanafuda plugin's course_map option)",
                                        markdown[: off.start()].count("\n") + 1)
            out = fences.render_page(markdown, catalog, section=bool(page.file.generated_by),
                                     widget_options=self._widget_options())
        except fences.FenceError as e:
            line = e.line + _front_matter_lines(page, markdown)
            if page.file.generated_by:  # a section's page: the file in its package
                raise PluginError(f"{page.file.abs_src_path}:{line}: {e}") from None
            docs = os.path.basename(os.path.normpath(config["docs_dir"]))
            raise PluginError(f"{docs}/{page.file.src_path}:{line}: {e}") from None
        if "data-hf-widget=" in out:
            # The template partial preloads the widgets' modules and the engine's
            # recorded answers on such pages.
            page.meta["hf_widgets"] = True
            used = sorted(set(re.findall(r'data-hf-widget="([\w-]+)"', out)))
            page.meta["hf_widget_modules"] = [f"assets/js/widgets/{w}.js" for w in used]
            if self.config.recorded_answers and set(used) & set(answers.RECORDERS):
                page.meta["hf_answers"] = answers.answers_file_name(page.file.dest_path)
        return out

    def on_page_content(self, html, page, config, files):
        # Cards drawn by this page refer to the site's card sprite (cardrender.py).
        from mkdocs.utils import get_relative_url

        # (from where the page is in the site: another language's pages are in its folder)
        folder = get_relative_url(cardrender.card_folder()[0] + "/", self.build.edition.folder + page.file.url)
        return course.relative_links(html.replace(cardrender.BASE, folder.rstrip("/")), page.file.url)

    def on_post_page(self, output, page, config):
        if page.meta.get("hf_widgets"):
            if self.config.recorded_answers:
                # The engine's answers for the opening of each exercise, so the first
                # move is judged while the engine is still starting (answers.py).
                from mkdocs.utils import get_relative_url

                edition = self.build.edition
                cards = get_relative_url(cardrender.card_folder()[0] + "/", edition.folder + page.file.url)
                output = answers.write_for_page(output, page.file.dest_path, config["site_dir"],
                                                cards.rstrip("/") + "/", edition.language)
            try:
                output = startup.material_after_widgets(output)
            except startup.StartupError as e:
                raise PluginError(f"{page.file.src_path}: {e}") from None
        marked, chars = fonts.mark(output)
        for lang, shown in chars.items():
            self.build.chars.setdefault(lang, set()).update(shown)
        edition = self.build.edition
        return access.improve(marked, edition.folder + page.file.url, [fonts.BY_LANG[lang] for lang in chars],
                              "" if edition.main else edition.code, edition.language)

    def on_post_build(self, config):
        if not self.build.edition.main:
            # Another language's pass: the site's first pass writes the fonts,
            # the runtime and the compressed copies, for every language.
            return
        self._build_editions(config)
        cache = self._cache(config)
        build = self.build
        try:
            # The fonts first: the engine may still be compiling.
            packages = {s.lang: self.config[s.option] for s in fonts.SCRIPTS}
            fonts.write_fonts(config["site_dir"], build.chars, packages, cache)
            for code, chars in build.edition_chars.items():
                fonts.write_fonts(config["site_dir"], chars, packages, cache, edition=code)
            vendor.vendor(config["site_dir"], self.config.pyodide, cache, build.engine,
                          tuple(self.config.games) if self.config.games else None)
            # .br/.gz copies for hosts that serve them
            precompress.precompress(config["site_dir"], cache, build.compressor)
        except (vendor.VendorError, fonts.FontError) as e:
            build.cancel()
            raise PluginError(str(e)) from None
        if build.compressor is not None:
            build.compressor.close()

    def _build_editions(self, config) -> None:
        """Each of the site's other languages, an edition built into its folder
        by a pass of its own (languages.py); then what each lacks, listed."""
        from mkdocs.commands.build import build as build_site

        site = self.build
        for code in self._codes(config)[1:]:
            self.edition = edition = languages.Edition(code, languages.language(code), main=False)
            try:
                with languages.edition_config(config, edition, self.config.site_texts.get(code) or {}):
                    build_site(config)
            finally:
                self.edition = None
                # drawn with a subset of their own (fonts.py), which holds what the engine writes too
                chars = site.edition_chars[code] = self.build.chars
                texts = languages.catalog_texts(code)
                for script in fonts.SCRIPTS:
                    found = {ch for text in texts for run in script.run.findall(text) for ch in run}
                    if found:
                        chars.setdefault(script.lang, set()).update(found)
                self.build = site
            if edition.missing:
                log.info(f"The '{code}' edition lacks {len(edition.missing)} pages and tutorial files not "
                         f"translated yet (left out): " + ", ".join(sorted(edition.missing)))

    def on_page_context(self, context, page, config, nav):
        # The language switch (Material's header): this page in each of the
        # site's languages it is written in, else that language's home page.
        from mkdocs.utils import get_relative_url

        codes = self._codes(config)
        if len(codes) > 1:
            here = self.build.edition.folder + page.file.url
            # Each link relative to the page already, from where it is in the
            # site (MkDocs' url filter reads a path from the root of this
            # pass's folder, and these cross it). Not Material's own
            # extra.alternate list: its script reads those as each language's
            # root and fetches a sitemap beside each page's address; the flag
            # alone shows the switch (templates/partials/alternate.html).
            config["extra"]["alternate"] = True
            if not self.host_scope:
                # Material keeps the reader's choices (the palette) under its
                # scope, by default each root's: one for every language.
                config["extra"]["scope"] = get_relative_url("./", here)
            config["extra"]["hf_alternate"] = [
                {"name": languages.NAMES.get(code, code), "lang": code,
                 "href": get_relative_url(self._alternate(page, code) or "./", here)} for code in codes]
        return context

    def _alternate(self, page, code: str) -> str:
        """The address (from the site's root) of ``page`` in the language ``code``."""
        if code == languages.SOURCE:
            return page.file.url
        there = languages.Edition(code, main=False)
        return there.folder + (page.file.url if self._translated_page(page, there) else "")

    def _translated_page(self, page, edition: languages.Edition) -> bool:
        """Whether ``page`` (of this pass) is in ``edition`` too."""
        if self.build.edition.code == edition.code:
            return True
        loaded = next((t for t in self.build.catalog.tutorials if t.page == page.file.src_uri), None)
        if loaded is not None:
            return translations.translation_file(loaded.file, edition.code).exists()
        source = page.file.abs_src_path
        return bool(source) and edition.translation(Path(source)) is not None

    def on_build_error(self, error):
        self.build.cancel()


def _load_each(folders, pages) -> list:
    """The tutorials that load, each file on its own (a bad one is left out)."""
    out = []
    for game, folder in folders:
        for file in tutorials.tutorial_files(folder):
            try:
                t = tutorials.load_file(file)
                if t.game != game:
                    continue
                one = tutorials.Loaded(file, t)
                course.rules_link(t, pages, one.built_in)
            except (tutorials.TutorialFileError, ValueError):
                continue
            if all((x.tutorial.game, x.tutorial.id) != (t.game, t.id) for x in out):
                out.append(one)
    out.sort(key=lambda x: (x.tutorial.game, x.tutorial.kind, x.tutorial.order, x.tutorial.id))
    return out


def _host_pages(docs: Path, edition: languages.Edition, codes: list[str]) -> list[str]:
    """The host's own pages for a nav it did not write, those in ``edition``'s
    language (by their sources' paths): the home page first."""
    found = sorted(p.relative_to(docs).as_posix() for p in docs.rglob("*.md")
                   if not languages.is_translation(p.name, codes) and edition.translation(p) is not None)
    return sorted(found, key=lambda p: p != "index.md")


def _pages_in_nav(nav) -> list[str]:
    """Every page a nav lists."""
    if isinstance(nav, str):
        return [nav]
    if isinstance(nav, dict):
        return [p for v in nav.values() for p in _pages_in_nav(v)]
    if isinstance(nav, list):
        return [p for v in nav for p in _pages_in_nav(v)]
    return []


def _add_games_to_nav(config, catalog: course.Catalog, trainers: list, plan: sections.Plan,
                      before: str | None, edition: languages.Edition, codes: list[str]) -> None:
    """The cards' pages (this package's and the families'), then one nav
    section per chosen game, in the registry's order, before the top-level
    entry titled ``before`` (at the end when none): its rules page, lessons,
    puzzles, puzzle trainer and play page; then the puzzle trainer over
    every game, when there are mined puzzles.  A site without a ``nav`` gets
    its own pages, the home page first, and these after it."""
    say = catalog.language.write
    lessons, puzzles = say(msg_in("a nav section", "Lessons")), say(msg_in("a nav section", "Puzzles"))
    by_game: dict[str, dict[str, list]] = {}
    for t in catalog.tutorials:
        tut = t.tutorial
        group = lessons if tut.kind == "lesson" else puzzles
        by_game.setdefault(tut.game, {}).setdefault(group, []).append({tut.title: t.page})
    nav = config.get("nav")
    if nav:
        at = next((i for i, item in enumerate(nav) if before and isinstance(item, dict) and before in item), len(nav))
    else:
        host = [p for p in _host_pages(Path(config["docs_dir"]), edition, codes) if p not in plan.sources]
        nav = config["nav"] = host
        at = 1 if host[:1] == ["index.md"] else 0
    listed = set(_pages_in_nav(nav))
    shared = [p for p in plan.family if p in catalog.pages and p not in listed]
    if shared:
        nav.insert(at, {say(msg_in("a nav section", "The cards")): shared})
        at += 1
    for game in catalog.chosen_games():
        entries: list = []
        if game.site.page("rules") in catalog.pages:
            entries.append({say(msg_in("a nav section", "Rules")): game.site.page("rules")})
        for group in (lessons, puzzles):
            if by_game.get(game.key, {}).get(group):
                entries.append({group: by_game[game.key][group]})
        if any(t.key == game.key for t in trainers):
            entries.append({say(msg_in("a nav section", "Puzzle trainer")): trainer.page(game.key)})
        if game.site.page("play") in catalog.pages:
            entries.append({say(msg("Play {game}", game=game.name_words)): game.site.page("play")})
        if entries:
            nav.insert(at, {say(game.name_words): entries})
            at += 1
    if trainers:
        nav.insert(at, {say(msg_in("a nav section", "Puzzle trainer")): trainer.page(trainer.ALL)})


def full_title(src_path: str, catalog: course.Catalog) -> str | None:
    """A title that names the page on its own (the browser's tab, the
    footer's links), in the pages' language: a game's rules page is "<game>
    rules", a lesson "<game> lesson <n>: <title>", a puzzle page or a game's
    puzzle trainer names its game. None where the nav's title already does."""
    from hanafuda_core import games

    say = catalog.language.write
    for game in catalog.chosen_games():
        if src_path == game.site.page("rules"):
            return say(msg("{game} rules", game=game.name_words))
        if src_path == catalog.trainers.get(game.key):
            return say(msg("{game} puzzle trainer", game=game.name_words))
    lessons: dict[str, list] = {}
    for t in catalog.tutorials:
        tut = t.tutorial
        if tut.kind == "lesson":
            lessons.setdefault(tut.game, []).append(t.page)
        if t.page != src_path:
            continue
        game = games.get(tut.game)
        name = game.name_words
        if tut.kind == "lesson":
            return say(msg("{game} lesson {n}: {title}", game=name, n=len(lessons[tut.game]), title=tut.title))
        if say(name) in tut.title:
            return tut.title
        rest = re.sub(r"^puzzles:\s*", "", tut.title, flags=re.I)
        if rest != tut.title:
            return say(msg("{game} puzzles: {title}", game=name, title=rest))
        return say(msg_in("a page's title naming its game", "{game}: {title}", game=name, title=tut.title))
    return None


def _front_matter_lines(page, markdown: str) -> int:
    """Lines that MkDocs removed from the top of the page (YAML front matter)."""
    try:
        src = Path(page.file.abs_src_path).read_text(encoding="utf-8")
    except (OSError, TypeError):
        return 0
    if src.rstrip().endswith(markdown.rstrip()):
        return src.rstrip().count("\n") - markdown.rstrip().count("\n")
    return 0
