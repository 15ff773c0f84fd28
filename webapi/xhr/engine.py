"""The XMLHttpRequest Standard's working parts that webapi's other packages build on (the HTML
Standard's form encodings, Fetch's bodies): the impl class of ``FormData`` and "create an
entry". Public so that no package imports another's private modules; not a stable API for users,
who will have ``FormData`` in :mod:`webapi.xhr` (issue #45).
"""

from ._entry_list import create_an_entry
from ._form_data_impl import FormDataImpl

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._entry_list import Entry as Entry
    from ._entry_list import EntryValue as EntryValue

__all__ = ["FormDataImpl", "create_an_entry"]
