// Geometry Interfaces Module Level 1 (https://drafts.fxtf.org/geometry/), the blocks webapi has:
// DOMRectReadOnly, DOMRect, DOMRectInit and DOMRectList (CSSOM View's getBoundingClientRect()
// and getClientRects() return them). Hand-written as the draft has them, but toJSON() without
// its [Default] extended attribute (the generator writes no default toJSON operation: the
// impl's _toJSON gives the dictionary of the eight attributes that [Default] would), and
// DOMRect's four "inherit attribute"s written as plain attributes (the reader has no
// "inherit"; the getters are the same).

[Exposed=(Window,Worker),
 Serializable]
interface DOMRectReadOnly {
  constructor(optional unrestricted double x = 0, optional unrestricted double y = 0,
              optional unrestricted double width = 0, optional unrestricted double height = 0);

  [NewObject] static DOMRectReadOnly fromRect(optional DOMRectInit other = {});

  readonly attribute unrestricted double x;
  readonly attribute unrestricted double y;
  readonly attribute unrestricted double width;
  readonly attribute unrestricted double height;
  readonly attribute unrestricted double top;
  readonly attribute unrestricted double right;
  readonly attribute unrestricted double bottom;
  readonly attribute unrestricted double left;

  object toJSON();
};

[Exposed=(Window,Worker),
 Serializable,
 LegacyWindowAlias=SVGRect]
interface DOMRect : DOMRectReadOnly {
  constructor(optional unrestricted double x = 0, optional unrestricted double y = 0,
              optional unrestricted double width = 0, optional unrestricted double height = 0);

  [NewObject] static DOMRect fromRect(optional DOMRectInit other = {});

  attribute unrestricted double x;
  attribute unrestricted double y;
  attribute unrestricted double width;
  attribute unrestricted double height;
};

dictionary DOMRectInit {
  unrestricted double x = 0;
  unrestricted double y = 0;
  unrestricted double width = 0;
  unrestricted double height = 0;
};

[Exposed=Window]
interface DOMRectList {
  readonly attribute unsigned long length;
  getter DOMRect? item(unsigned long index);
};
