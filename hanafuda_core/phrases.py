"""Actions in words, as messages: one phrase with every form a sentence needs.

A game's presenter says each of its actions as an :class:`ActionPhrase`, made
of three messages with the same parameters, each written out in the game's
code (so that Babel reads them and a translator sees every form):

- what to do, for a hint or a step to take: "play {card} onto {target}";
- the doing, a noun in a sentence: "playing {card} onto {target}" ("Playing
  the Curtain ends the round…");
- what was done, without its subject: "played {card} onto {target}".

A sentence picks the form it needs (:attr:`ActionPhrase.imperative`,
:attr:`ActionPhrase.gerund`, :meth:`ActionPhrase.past`), and
:meth:`ActionPhrase.then` chains phrases as each language chains actions.
English is no longer made from a verb by rule: each language writes each
form.
"""

from __future__ import annotations

from .messages import Message, msg_in

__all__ = ["ActionPhrase"]


class ActionPhrase:
    """An action in words: ``imperative``, ``gerund`` and ``done`` (the past
    without its subject), three messages made by the game's presenter::

        ActionPhrase(msg_in("an action: what to do", "play {card}", card=c),
                     msg_in("an action: doing it", "playing {card}", card=c),
                     msg_in("an action: done", "played {card}", card=c))

    Immutable; it has no text of its own (``str()`` of it is not a
    sentence): a text picks the form it needs."""

    __slots__ = ("imperative", "gerund", "done")

    def __init__(self, imperative: Message, gerund: Message, done: Message):
        object.__setattr__(self, "imperative", imperative)
        """What to do: "play the Curtain onto the Moon" (a hint, a step to take)."""
        object.__setattr__(self, "gerund", gerund)
        """The doing, as a noun: "playing the Curtain onto the Moon"."""
        object.__setattr__(self, "done", done)
        """What was done, without who did it: "played the Curtain onto the Moon"."""

    def __setattr__(self, name, value):
        raise AttributeError("an ActionPhrase cannot be changed")

    def past(self, who: Message | None = None) -> Message:
        """What ``who`` (default: the reader) did: "you played the Curtain",
        "the Computer stopped"."""
        if who is None:
            return msg_in("what a player did", "you {did}", did=self.done)
        return msg_in("what a player did", "{who} {did}", who=who, did=self.done)

    def then(self, *others: "ActionPhrase") -> "ActionPhrase":
        """This phrase followed by ``others`` ("discard the Crane, then discard
        the Curtain"), each form joined as its language joins actions."""
        out = self
        for o in others:
            out = ActionPhrase(
                msg_in("actions one after another: what to do", "{first}, then {next}",
                       first=out.imperative, next=o.imperative),
                msg_in("actions one after another: doing them", "{first}, then {next}",
                       first=out.gerund, next=o.gerund),
                msg_in("actions one after another: done", "{first}, then {next}", first=out.done, next=o.done))
        return out

    def __eq__(self, other) -> bool:
        return isinstance(other, ActionPhrase) and (other.imperative, other.gerund, other.done) == (
            self.imperative, self.gerund, self.done)

    def __hash__(self) -> int:
        return hash((self.imperative, self.gerund, self.done))

    def __repr__(self) -> str:
        return f"ActionPhrase({str(self.imperative)!r})"
