// The scenarios of tests/e2e/test_dom_events_chromium.py in JavaScript: one function, given the
// scenarios' names, returning each one's log (Playwright's evaluate runs it in a blank page).
(names) => {
const tree = () => {
  const d = new Document();
  const o = d.createElement('outer'); d.append(o);
  const m = d.createElement('middle'); o.append(m);
  const i = d.createElement('inner'); m.append(i);
  return [d, o, m, i];
};
const nm = (t) => t === null ? 'null' : t.nodeType === 9 ? '#document' : t.localName || 'target';
const everywhere = (log, targets) => {
  for (const t of targets) {
    t.addEventListener('x', (e) => log.push(`${nm(t)} C ${e.eventPhase} ${nm(e.target)}`), true);
    t.addEventListener('x', (e) => log.push(`${nm(t)} B ${e.eventPhase} ${nm(e.target)}`));
  }
};
const S = {
  phases() {
    const log = []; const [d, o, m, i] = tree();
    i.addEventListener('x', (e) => log.push(`inner first ${e.eventPhase}`));
    everywhere(log, [d, o, m, i]);
    log.push(String(i.dispatchEvent(new Event('x', {bubbles: true}))));
    return log;
  },
  noBubble() {
    const log = []; const [d, o, m, i] = tree();
    everywhere(log, [d, o, m, i]);
    i.dispatchEvent(new Event('x'));
    return log;
  },
  stops() {
    const log = [];
    for (const [where, capture, method] of [['middle', true, 'stopPropagation'],
        ['middle', true, 'stopImmediatePropagation'], ['inner', true, 'stopPropagation'],
        ['inner', false, 'stopImmediatePropagation'], ['middle', false, 'stopPropagation']]) {
      const [d, o, m, i] = tree();
      for (const t of [d, o, m, i]) for (const c of [true, false]) for (const n of [1, 2]) {
        t.addEventListener('x', (e) => {
          log.push(`${nm(t)} ${c ? 'C' : 'B'}${n}`);
          if (nm(t) === where && c === capture && n === 1) e[method]();
        }, c);
      }
      const e = new Event('x', {bubbles: true});
      i.dispatchEvent(e);
      log.push(`end ${e.cancelBubble}`);
    }
    return log;
  },
  once() {
    const log = []; const t = new EventTarget();
    t.addEventListener('x', () => { log.push('once'); t.dispatchEvent(new Event('x')); }, {once: true});
    t.addEventListener('x', () => log.push('normal'));
    t.dispatchEvent(new Event('x')); t.dispatchEvent(new Event('x'));
    const h = () => log.push('h');
    t.addEventListener('y', h, {once: true}); t.addEventListener('y', h);
    t.dispatchEvent(new Event('y')); t.dispatchEvent(new Event('y'));
    return log;
  },
  passive() {
    const log = [];
    for (const options of [{passive: true}, {passive: false}, {}, true]) {
      const t = new EventTarget();
      t.addEventListener('x', (e) => {
        e.preventDefault(); log.push(`prevented ${e.defaultPrevented}`);
        e.returnValue = false; log.push(`returnValue ${e.returnValue}`);
      }, options);
      log.push(`returned ${t.dispatchEvent(new Event('x', {cancelable: true}))}`);
    }
    return log;
  },
  signal() {
    const log = []; const t = new EventTarget(); const c = new AbortController();
    const h = () => log.push('h');
    t.addEventListener('x', h, {signal: c.signal, capture: true});
    t.dispatchEvent(new Event('x')); c.abort(); t.dispatchEvent(new Event('x'));
    t.addEventListener('x', h, {signal: c.signal}); t.dispatchEvent(new Event('x'));
    const c2 = new AbortController(); const late = () => log.push('late');
    t.addEventListener('y', () => { log.push('first'); t.addEventListener('y', late, {signal: c2.signal}); c2.abort(); }, {signal: c2.signal});
    t.addEventListener('y', late, {signal: c2.signal});
    t.dispatchEvent(new Event('y'));
    const c3 = new AbortController(); let count = 0; const k = () => count++;
    t.addEventListener('z', k); t.addEventListener('z', k, {signal: c3.signal}); c3.abort();
    t.dispatchEvent(new Event('z')); log.push(`duplicate kept ${count}`);
    return log;
  },
  changesDuringDispatch() {
    const log = []; const [d, o, m, i] = tree();
    const later = () => log.push('inner later'); const outerB = () => log.push('outer B');
    const innerAdded = () => log.push('inner added'); const outerAdded = () => log.push('outer added');
    const middleAdded = () => log.push('middle added C');
    i.addEventListener('x', () => {
      log.push('inner changer');
      i.removeEventListener('x', later); o.removeEventListener('x', outerB);
      i.addEventListener('x', innerAdded); o.addEventListener('x', outerAdded);
      m.addEventListener('x', middleAdded, true);
    });
    i.addEventListener('x', later); m.addEventListener('x', () => log.push('middle B'));
    o.addEventListener('x', outerB);
    i.dispatchEvent(new Event('x', {bubbles: true})); log.push('again');
    i.dispatchEvent(new Event('x', {bubbles: true}));
    const t = d.createElement('detached');
    t.addEventListener('c', () => { log.push('capture'); t.addEventListener('c', () => log.push('added bubble')); }, true);
    t.dispatchEvent(new Event('c'));
    return log;
  },
  moveDuringDispatch() {
    const log = []; const [d, o, m, i] = tree();
    const elsewhere = d.createElement('elsewhere'); o.append(elsewhere);
    everywhere(log, [d, o, m, i, elsewhere]);
    i.addEventListener('x', () => { elsewhere.append(i); m.remove(); }, {once: true});
    i.dispatchEvent(new Event('x', {bubbles: true})); log.push('again');
    i.dispatchEvent(new Event('x', {bubbles: true}));
    return log;
  },
  composedPath() {
    const log = []; const [d, o, m, i] = tree();
    for (const t of [o, m, i]) t.addEventListener('x', (e) => log.push(e.composedPath().map(nm).join(',')));
    const e = new Event('x', {bubbles: true}); i.dispatchEvent(e);
    log.push(`after ${e.composedPath().length} ${e.eventPhase} ${nm(e.currentTarget)} ${nm(e.target)}`);
    return log;
  },
  invalidState() {
    const log = []; const [d, o, m, i] = tree(); const e = new Event('x', {bubbles: true});
    o.addEventListener('x', (ev) => {
      for (const t of [i, o, new EventTarget()]) {
        try { t.dispatchEvent(ev); log.push('no error'); } catch (error) { log.push(error.name); }
      }
    });
    log.push(String(i.dispatchEvent(e))); log.push(String(i.dispatchEvent(e)));
    const created = document.createEvent('Event');
    try { new EventTarget().dispatchEvent(created); } catch (error) { log.push(error.name); }
    created.initEvent('x'); log.push(String(new EventTarget().dispatchEvent(created)));
    return log;
  },
  throwing() {
    const log = []; const [d, o, m, i] = tree();
    i.addEventListener('x', () => { log.push('first'); throw new Error('boom'); });
    i.addEventListener('x', () => log.push('second'));
    o.addEventListener('x', () => log.push('outer'));
    log.push(String(i.dispatchEvent(new Event('x', {bubbles: true}))));
    return log;
  },
  handleEvent() {
    const log = []; const t = new EventTarget(); let lookups = 0;
    const listener = { get handleEvent() { lookups++; return (e) => log.push(`handled ${e.type} ${lookups}`); } };
    t.addEventListener('x', listener);
    t.dispatchEvent(new Event('x')); t.dispatchEvent(new Event('x'));
    t.removeEventListener('x', listener); t.dispatchEvent(new Event('x'));
    log.push(`lookups ${lookups}`);
    return log;
  },
  initWhileDispatching() {
    const log = []; const t = new EventTarget();
    const e = new Event('x'); const c = new CustomEvent('x');
    t.addEventListener('x', (ev) => {
      ev.initEvent('y', true, true);
      if (ev instanceof CustomEvent) ev.initCustomEvent('y', true, true, 1);
    });
    for (const ev of [e, c]) { t.dispatchEvent(ev); log.push(`${ev.type} ${ev.bubbles} ${ev.cancelable}`); }
    log.push(String(c.detail));
    e.stopPropagation(); e.preventDefault(); e.initEvent('z', false, true);
    log.push(`${e.type} ${e.cancelBubble} ${e.defaultPrevented} ${e.cancelable}`);
    return log;
  },
  canceledStays() {
    const log = []; const [d, o, m, i] = tree();
    o.addEventListener('x', (e) => e.preventDefault());
    const e = new Event('x', {bubbles: true, cancelable: true});
    log.push(String(i.dispatchEvent(e)));
    i.addEventListener('x', (ev) => log.push(`seen ${ev.defaultPrevented}`));
    log.push(String(i.dispatchEvent(e))); log.push(String(e.defaultPrevented));
    return log;
  },
  abortBasics() {
    const log = []; const c = new AbortController(); const s = c.signal;
    log.push(`${s.aborted} ${s.reason}`);
    s.addEventListener('abort', (e) => log.push(`event ${e.type} ${nm(e.target) === 'target' && e.target === s} ${e.bubbles} ${e.cancelable} ${e.isTrusted} ${s.reason.name}`));
    let count = 0; s.onabort = () => count++;
    c.abort(); c.abort('again');
    log.push(`${s.aborted} ${s.reason.name} ${s.reason.message} ${count}`);
    try { s.throwIfAborted(); } catch (e) { log.push(`thrown ${e === s.reason}`); }
    log.push(AbortSignal.abort().reason.name, AbortSignal.abort('why').reason);
    const c2 = new AbortController(); c2.abort(); c2.signal.onabort = () => log.push('late handler');
    const c3 = new AbortController(); c3.signal.addEventListener('abort', () => { log.push('reentrant'); c3.abort('second'); });
    c3.abort('first'); log.push(c3.signal.reason);
    return log;
  },
  onabortOrder() {
    const log = []; const s = new AbortController().signal;
    s.onabort = () => log.push('h1'); s.addEventListener('abort', () => log.push('listener'));
    s.onabort = () => log.push('h2'); s.dispatchEvent(new Event('abort'));
    s.onabort = null; log.push(String(s.onabort)); s.onabort = () => log.push('h3');
    s.dispatchEvent(new Event('abort'));
    return log;
  },
  any() {
    const log = [];
    const c = new AbortController(); const signals = [c.signal];
    signals.push(AbortSignal.any([c.signal])); signals.push(AbortSignal.any([c.signal]));
    signals.push(AbortSignal.any([signals[0]])); signals.push(AbortSignal.any([signals[1]]));
    signals.forEach((s, i) => s.addEventListener('abort', () => log.push(`order ${i} ${signals.every((x) => x.aborted)}`)));
    c.abort();
    const cs = [0, 1, 2].map(() => new AbortController()); cs[1].abort('reason 1'); cs[2].abort('reason 2');
    const a = AbortSignal.any(cs.map((x) => x.signal)); log.push(`${a.aborted} ${a.reason}`);
    for (let which = 0; which < 3; which++) {
      const k = [0, 1, 2].map(() => new AbortController());
      const first = AbortSignal.any([k[0].signal, k[1].signal]);
      const second = AbortSignal.any([first, k[2].signal]);
      let fired = 0; second.onabort = () => fired++;
      k[which].abort(`r${which}`);
      log.push(`composed ${which} ${fired} ${second.reason} ${first.aborted}`);
    }
    const one = new AbortController(), two = new AbortController();
    const both = AbortSignal.any([one.signal, two.signal]);
    one.signal.addEventListener('abort', () => { log.push(`one ${both.aborted} ${both.reason}`); two.abort('reason two'); });
    two.signal.addEventListener('abort', () => log.push('two'));
    both.addEventListener('abort', () => log.push(`both ${both.reason}`));
    one.abort('reason one');
    const empty = AbortSignal.any([]); log.push(`empty ${empty.aborted}`);
    const same = new AbortController(); const twice = AbortSignal.any([same.signal, same.signal]);
    let n = 0; twice.onabort = () => n++; same.abort('r'); log.push(`twice ${n} ${twice.reason}`);
    return log;
  },
  plainTarget() {
    const log = [];
    for (const t of [new EventTarget(), new AbortController().signal]) {
      t.addEventListener('o', () => log.push('1'), true); t.addEventListener('o', () => log.push('2'));
      t.addEventListener('o', () => log.push('3'), true); t.dispatchEvent(new Event('o'));
      t.addEventListener('x', () => log.push('listener'));
      for (const method of ['stopPropagation', 'stopImmediatePropagation']) {
        const e = new Event('x'); e[method](); t.dispatchEvent(e); log.push(`${method} done`);
      }
      t.addEventListener('y', (e) => { log.push('capture'); e.stopPropagation(); }, true);
      t.addEventListener('y', () => log.push('bubble'));
      t.dispatchEvent(new Event('y'));
      t.addEventListener('c', () => { log.push('capture adds'); t.addEventListener('c', () => log.push('added')); }, true);
      t.dispatchEvent(new Event('c'));
    }
    return log;
  },
  abortRemovesLaterListener() {
    const log = []; const t = new EventTarget(); const c = new AbortController();
    const h = () => log.push('h');
    t.addEventListener('x', h, {signal: c.signal}); t.removeEventListener('x', h);
    t.addEventListener('x', h); c.abort(); t.dispatchEvent(new Event('x'));
    return log;
  },
  handlerFalse() {
    const log = [];
    for (const cancelable of [true, false]) {
      const s = new AbortController().signal; s.onabort = () => false;
      const e = new Event('abort', {cancelable});
      log.push(`${s.dispatchEvent(e)} ${e.defaultPrevented}`);
    }
    return log;
  },
};
const out = {};
for (const name of names) {
  try { out[name] = S[name](); } catch (e) { out[name] = [`scenario threw ${e}`]; }
}
return out;
}
