// Hand-written: what html.media.webidl names and webapi does not have. TextTrackCue (the
// Standard's abstract cue interface, made only through WebVTT's VTTCue) is `object`: webapi
// makes no cues, so no value of it is ever returned (TextTrackCueList is empty) and
// addCue()/removeCue(), which take one, are left out (html.extras.toml).
typedef object TextTrackCue;
