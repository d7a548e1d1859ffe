"""Text fields: a default save name is selected (typing replaces it), Ctrl+A selects all,
and only one field of a group is ever focused."""

from __future__ import annotations

import pygame

from game.ui.widgets.textinput import TextInput


def key(field: TextInput, k: int, mod: int = 0) -> None:
    field.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))


def typed(field: TextInput, text: str) -> None:
    field.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_select_all_then_typing_replaces_the_text() -> None:
    field = TextInput((0, 0, 200, 40), "Moonstar 2026-11-24", max_length=40)
    field.focus()
    field.select_all()
    typed(field, "F")
    assert field.value == "F"
    typed(field, "inal")
    assert field.value == "Final"
    key(field, pygame.K_a, pygame.KMOD_CTRL)
    assert field.selected
    key(field, pygame.K_BACKSPACE)
    assert field.value == "" and not field.selected


def test_only_one_field_of_a_group_is_focused() -> None:
    group: list[TextInput] = []
    first = TextInput((0, 0, 100, 30), "Ana", group=group)
    second = TextInput((0, 40, 100, 30), "Ben", group=group)
    first.focus()
    # A click on the second field reaches it first (the scene stops at the consumer):
    second.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 50), button=1))
    assert second.focused and not first.focused


def test_the_save_dialog_selects_its_default_name(app) -> None:
    from game.ui.widgets.modal import ModalScene

    scene = ModalScene(app, "Save", "Name", [("Save", lambda name: None, True),
                                             ("Cancel", None, False)],
                       input_value="Moonstar 12:30")
    app.push(scene)
    app.apply_pending()
    assert scene.input is not None and scene.input.focused and scene.input.selected
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.frame(pygame.event.get(), 1 / 60)
    app.apply_pending()
    assert scene not in app.scenes  # Esc cancels even with the field focused


def test_enter_in_the_save_dialogs_field_saves(app) -> None:
    """Enter in the focused field only took its focus away (a newcomer's review): it chooses
    the dialog's primary button, with the name typed."""
    from game.ui.widgets.modal import ModalScene

    saved: list[str] = []
    scene = ModalScene(app, "Save", "Name", [("Save", saved.append, True),
                                             ("Cancel", None, False)],
                       input_value="Moonstar 12:30")
    app.push(scene)
    app.apply_pending()
    assert scene.input is not None and scene.input.focused
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.frame(pygame.event.get(), 1 / 60)
    app.apply_pending()
    assert saved == ["Moonstar 12:30"] and scene not in app.scenes
