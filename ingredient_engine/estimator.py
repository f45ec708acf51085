"""scikit-learn's estimator conventions without importing scikit-learn.

The engine's models follow sklearn's API (parameters are the `__init__` arguments, `get_params` /
`set_params`, fitted state in attributes ending in "_", `sklearn.base.clone` works on them), but
`import sklearn.base` pulls in scipy.stats and ~60 MB of modules that no API worker uses at request
time. `BaseEstimator` here is the part of sklearn's that the engine relies on; `check_is_fitted` is
sklearn's check for a named fitted attribute.
"""

from __future__ import annotations

import inspect
from typing import Any


class NotFittedError(ValueError, AttributeError):
    """An estimator was used before `fit` (the same bases as sklearn.exceptions.NotFittedError)."""


class BaseEstimator:
    """get_params / set_params / repr from the `__init__` signature, as sklearn.base.BaseEstimator."""

    @classmethod
    def _get_param_names(cls) -> list[str]:
        init = cls.__init__
        if init is object.__init__:
            return []
        params = inspect.signature(init).parameters.values()
        if any(p.kind == p.VAR_POSITIONAL for p in params):
            raise RuntimeError(f"{cls.__name__} must take its parameters by name (no *args), as sklearn requires")
        return sorted(p.name for p in params if p.name != "self" and p.kind != p.VAR_KEYWORD)

    def get_params(self, deep: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for name in self._get_param_names():
            value = getattr(self, name)
            if deep and hasattr(value, "get_params") and not isinstance(value, type):
                out.update((f"{name}__{k}", v) for k, v in value.get_params().items())
            out[name] = value
        return out

    def set_params(self, **params: Any) -> BaseEstimator:
        valid = self.get_params(deep=True)
        nested: dict[str, dict[str, Any]] = {}
        for key, value in params.items():
            name, _, sub = key.partition("__")
            if name not in valid:
                raise ValueError(f"Invalid parameter {name!r} for estimator {self}. "
                                 f"Valid parameters are: {sorted(self._get_param_names())!r}.")
            if sub:
                nested.setdefault(name, {})[sub] = value
            else:
                setattr(self, name, value)
                valid[name] = value
        for name, sub_params in nested.items():
            valid[name].set_params(**sub_params)
        return self

    def __repr__(self) -> str:
        """Only the parameters that differ from their defaults, as sklearn prints them."""
        defaults = {name: p.default for name, p in inspect.signature(type(self).__init__).parameters.items()}
        shown = []
        for name, value in self.get_params(deep=False).items():
            default = defaults.get(name, inspect.Parameter.empty)
            try:
                same = value is default or bool(value == default)
            except (TypeError, ValueError):  # arrays and other values without a plain truth value
                same = False
            if not same:
                shown.append(f"{name}={value!r}")
        return f"{type(self).__name__}({', '.join(shown)})"


def check_is_fitted(estimator: Any, attributes: str | list[str] | tuple[str, ...] | None = None) -> None:
    """Raise NotFittedError unless `estimator` has the fitted attributes (any attribute ending in "_" when
    none are named)."""
    if attributes is None:
        fitted = any(k.endswith("_") and not k.startswith("__") for k in vars(estimator))
    else:
        names = [attributes] if isinstance(attributes, str) else list(attributes)
        fitted = all(hasattr(estimator, name) for name in names)
    if not fitted:
        raise NotFittedError(f"This {type(estimator).__name__} instance is not fitted yet. Call 'fit' with "
                             "appropriate arguments before using this estimator.")
