// The HTML Standard's Web Storage interface (https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface),
// verbatim as the Standard's webstorage.html page has it (its first IDL block). The
// WindowSessionStorage and WindowLocalStorage mixins (the Window's sessionStorage and
// localStorage attributes) belong to the Window's bindings: webapi's storage areas are reached
// through webapi.html.StorageShed (docs/storage.md).

[Exposed=Window]
interface Storage {
  readonly attribute unsigned long length;
  DOMString? key(unsigned long index);
  getter DOMString? getItem(DOMString key);
  setter undefined setItem(DOMString key, DOMString value);
  deleter undefined removeItem(DOMString key);
  undefined clear();
};
