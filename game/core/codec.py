"""JSON codec for frozen dataclasses, enums, tuples and friends (saves never run code).

`encode(obj)` turns a value into plain JSON data; `decode(type, data)` rebuilds it, guided by
the dataclass field annotations, and raises `CodecError` with a readable message on anything
that does not fit. Dataclasses carry a `"_t"` tag (their class name) so that unions of action
or event types decode unambiguously and hand-edited files are caught.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Any


class CodecError(ValueError):
    """Data does not match the expected type; the message says where and why."""


def encode(obj: Any) -> Any:
    """Return JSON-compatible data for `obj`."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        if isinstance(obj, enum.Enum):
            return obj.value
        return obj
    if isinstance(obj, enum.Enum):
        return obj.value
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        out: dict[str, Any] = {"_t": type(obj).__name__}
        for field in dataclasses.fields(obj):
            out[field.name] = encode(getattr(obj, field.name))
        return out
    if isinstance(obj, (tuple, list)):
        return [encode(item) for item in obj]
    if isinstance(obj, (frozenset, set)):
        return sorted((encode(item) for item in obj), key=_sort_key)
    if isinstance(obj, Mapping):
        if all(isinstance(k, str) for k in obj):
            return {k: encode(v) for k, v in obj.items()}
        return [[encode(k), encode(v)] for k, v in obj.items()]
    raise CodecError(f"cannot encode a {type(obj).__name__}")


def _sort_key(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def dumps(obj: Any, *, indent: int | None = None) -> str:
    """Encode to a JSON string (stable key order)."""
    return json.dumps(encode(obj), indent=indent, ensure_ascii=False)


def loads(tp: Any, text: str) -> Any:
    """Decode a JSON string into `tp`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CodecError(f"not valid JSON ({exc.msg} at line {exc.lineno})") from None
    return decode(tp, data)


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(tp: Any, data: Any, where: str = "$") -> Any:
    """Rebuild a value of type `tp` from JSON data, checking every field."""
    if tp is Any:
        return data
    if tp is None or tp is type(None):
        if data is not None:
            raise CodecError(f"{where}: expected null")
        return None
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or origin is types.UnionType:
        return _decode_union(args, data, where)
    if origin is typing.Literal:
        if data not in args:
            raise CodecError(f"{where}: expected one of {list(args)}")
        return data
    if tp is bool:
        if not isinstance(data, bool):
            raise CodecError(f"{where}: expected true/false")
        return data
    if tp is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise CodecError(f"{where}: expected an integer")
        return data
    if tp is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise CodecError(f"{where}: expected a number")
        return float(data)
    if tp is str:
        if not isinstance(data, str):
            raise CodecError(f"{where}: expected text")
        return data
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(data)
        except ValueError:
            raise CodecError(f"{where}: {data!r} is not a {tp.__name__}") from None
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return _decode_dataclass(tp, data, where)
    if origin in (tuple, list, frozenset, set) or tp in (tuple, list):
        if not isinstance(data, list):
            raise CodecError(f"{where}: expected a list")
        if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(data):
                raise CodecError(f"{where}: expected {len(args)} items, found {len(data)}")
            pairs = enumerate(zip(args, data, strict=True))
            return tuple(decode(a, d, f"{where}[{i}]") for i, (a, d) in pairs)
        item_tp = args[0] if args else Any
        items = [decode(item_tp, d, f"{where}[{i}]") for i, d in enumerate(data)]
        if origin is frozenset:
            return frozenset(items)
        if origin is list or tp is list:
            return items
        return tuple(items)
    if origin in (dict, Mapping) or origin is typing.get_origin(Mapping[str, int]) or tp is dict:
        key_tp, val_tp = args if args else (Any, Any)
        if isinstance(data, dict):
            # `{}` is also how an empty non-str-keyed mapping encodes (no pair to list).
            if key_tp not in (str, Any) and data:
                raise CodecError(f"{where}: expected a list of pairs")
            return {k: decode(val_tp, v, f"{where}.{k}") for k, v in data.items()}
        if isinstance(data, list):
            out = {}
            for i, pair in enumerate(data):
                if not isinstance(pair, list) or len(pair) != 2:
                    raise CodecError(f"{where}[{i}]: expected a [key, value] pair")
                out[decode(key_tp, pair[0], f"{where}[{i}]")] = decode(
                    val_tp, pair[1], f"{where}[{i}]")
            return out
        raise CodecError(f"{where}: expected an object")
    raise CodecError(f"{where}: unsupported type {tp!r}")


def _decode_union(args: tuple[Any, ...], data: Any, where: str) -> Any:
    if data is None and type(None) in args:
        return None
    if isinstance(data, dict) and "_t" in data:
        for arg in args:
            if isinstance(arg, type) and dataclasses.is_dataclass(arg) \
                    and arg.__name__ == data["_t"]:
                return _decode_dataclass(arg, data, where)
    errors = []
    for arg in args:
        if arg is type(None):
            continue
        try:
            return decode(arg, data, where)
        except CodecError as exc:
            errors.append(str(exc))
    if len(errors) == 1:
        raise CodecError(errors[0])
    raise CodecError(f"{where}: matches none of the allowed types")


def _decode_dataclass(tp: type, data: Any, where: str) -> Any:
    if not isinstance(data, dict):
        raise CodecError(f"{where}: expected an object for {tp.__name__}")
    tag = data.get("_t", tp.__name__)
    if tag != tp.__name__:
        raise CodecError(f"{where}: expected {tp.__name__}, found {tag}")
    hints = _hints(tp)
    kwargs = {}
    names = set()
    for field in dataclasses.fields(tp):
        names.add(field.name)
        if field.name not in data:
            if field.default is not dataclasses.MISSING or \
                    field.default_factory is not dataclasses.MISSING:
                continue
            raise CodecError(f"{where}: {tp.__name__} is missing '{field.name}'")
        kwargs[field.name] = decode(hints[field.name], data[field.name], f"{where}.{field.name}")
    extra = set(data) - names - {"_t"}
    if extra:
        raise CodecError(f"{where}: unknown field(s) {sorted(extra)} in {tp.__name__}")
    try:
        return tp(**kwargs)
    except (TypeError, ValueError) as exc:
        raise CodecError(f"{where}: invalid {tp.__name__} ({exc})") from None
