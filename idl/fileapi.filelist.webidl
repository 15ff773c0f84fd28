// Hand-written, for the WPT runner's shim only (idl/jsshim.py; no Python bindings are generated
// from it: webapi.fileapi's FileList is written by hand, webapi/fileapi/_file_list.py). The
// File API's FileList (https://w3c.github.io/FileAPI/#filelist-section), the type of
// HTMLInputElement's files, verbatim as WPT's interfaces/FileAPI.idl has it.

[Exposed=(Window,Worker), Serializable]
interface FileList {
  getter File? item(unsigned long index);
  readonly attribute unsigned long length;
};
