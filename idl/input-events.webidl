// The Input Events specification's partial interface InputEvent
// (https://w3c.github.io/input-events/#interface-InputEvent), its getTargetRanges() alone:
// dataTransfer and the InputEventInit members (dataTransfer, targetRanges) are left out.
partial interface InputEvent {
  sequence<StaticRange> getTargetRanges();
};
