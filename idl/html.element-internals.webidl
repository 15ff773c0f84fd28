// HAND-WRITTEN, read by WPT's runner only (the html suite's idl_files, wpt/dom.py): the HTML
// Standard's ElementInternals and CustomStateSet (custom-elements.html 4.13.7, 4.13.7.1-4.13.7.5)
// and the ARIAMixin members ElementInternals includes (WAI-ARIA 1.3), as the Standard and WAI-ARIA
// write them, but: CustomStateSet's setlike<DOMString> is written as its members and a pair
// iterable (the reader has no setlike; the runtime makes its @@iterator its values()), and
// shadowRoot's ShadowRoot? as object? (webapi has no shadow roots: always null). The Python
// classes are hand-written (webapi/html/forms/_element_internals.py).

[Exposed=Window]
interface ElementInternals {
  // Shadow root access
  readonly attribute object? shadowRoot;

  // Form-associated custom elements
  undefined setFormValue((File or USVString or FormData)? value,
                         optional (File or USVString or FormData)? state);

  readonly attribute HTMLFormElement? form;

  undefined setValidity(optional ValidityStateFlags flags = {},
                        optional DOMString message,
                        optional HTMLElement anchor);
  readonly attribute boolean willValidate;
  readonly attribute ValidityState validity;
  readonly attribute DOMString validationMessage;
  boolean checkValidity();
  boolean reportValidity();

  readonly attribute NodeList labels;

  // Custom state pseudo-class
  [SameObject] readonly attribute CustomStateSet states;
};

ElementInternals includes ARIAMixin;

dictionary ValidityStateFlags {
  boolean valueMissing = false;
  boolean typeMismatch = false;
  boolean patternMismatch = false;
  boolean tooLong = false;
  boolean tooShort = false;
  boolean rangeUnderflow = false;
  boolean rangeOverflow = false;
  boolean stepMismatch = false;
  boolean badInput = false;
  boolean customError = false;
};

[Exposed=Window]
interface CustomStateSet {
  readonly attribute unsigned long size;
  CustomStateSet add(DOMString value);
  boolean delete(DOMString value);
  boolean has(DOMString value);
  undefined clear();
  iterable<DOMString, DOMString>;
};

interface mixin ARIAMixin {
  attribute DOMString? role;
  attribute DOMString? ariaAtomic;
  attribute DOMString? ariaAutoComplete;
  attribute DOMString? ariaBrailleLabel;
  attribute DOMString? ariaBrailleRoleDescription;
  attribute DOMString? ariaBusy;
  attribute DOMString? ariaChecked;
  attribute DOMString? ariaColCount;
  attribute DOMString? ariaColIndex;
  attribute DOMString? ariaColIndexText;
  attribute DOMString? ariaColSpan;
  attribute DOMString? ariaCurrent;
  attribute DOMString? ariaDescription;
  attribute DOMString? ariaDisabled;
  attribute DOMString? ariaExpanded;
  attribute DOMString? ariaHasPopup;
  attribute DOMString? ariaHidden;
  attribute DOMString? ariaInvalid;
  attribute DOMString? ariaKeyShortcuts;
  attribute DOMString? ariaLabel;
  attribute DOMString? ariaLevel;
  attribute DOMString? ariaLive;
  attribute DOMString? ariaModal;
  attribute DOMString? ariaMultiLine;
  attribute DOMString? ariaMultiSelectable;
  attribute DOMString? ariaOrientation;
  attribute DOMString? ariaPlaceholder;
  attribute DOMString? ariaPosInSet;
  attribute DOMString? ariaPressed;
  attribute DOMString? ariaReadOnly;
  attribute DOMString? ariaRelevant;
  attribute DOMString? ariaRequired;
  attribute DOMString? ariaRoleDescription;
  attribute DOMString? ariaRowCount;
  attribute DOMString? ariaRowIndex;
  attribute DOMString? ariaRowIndexText;
  attribute DOMString? ariaRowSpan;
  attribute DOMString? ariaSelected;
  attribute DOMString? ariaSetSize;
  attribute DOMString? ariaSort;
  attribute DOMString? ariaValueMax;
  attribute DOMString? ariaValueMin;
  attribute DOMString? ariaValueNow;
  attribute DOMString? ariaValueText;
  attribute Element? ariaActiveDescendantElement;
  attribute FrozenArray<Element>? ariaControlsElements;
  attribute FrozenArray<Element>? ariaDescribedByElements;
  attribute FrozenArray<Element>? ariaDetailsElements;
  attribute FrozenArray<Element>? ariaErrorMessageElements;
  attribute FrozenArray<Element>? ariaFlowToElements;
  attribute FrozenArray<Element>? ariaLabelledByElements;
  attribute FrozenArray<Element>? ariaOwnsElements;
};
