// Hand-written: what cssom.sheets.webidl takes from elsewhere. CSSOMString (CSSOM's typedef, as
// WPT's interfaces/cssom.idl preamble has it); ProcessingInstruction (the DOM's: webapi makes
// no sheets for xml-stylesheet processing instructions, so an owner node is an Element).
typedef DOMString CSSOMString;
typedef Element ProcessingInstruction;
