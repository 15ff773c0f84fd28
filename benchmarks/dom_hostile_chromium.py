"""Chromium's figures beside the inherited-state rows of :mod:`benchmarks.dom_hostile` (issue
58, item 4), its rows of offsets into astral text and of ``observe()`` again (item 6), of
``:has()`` and ``:target`` (item 5) and JSON at any depth (item 10, ``JSON.parse`` and
``JSON.stringify`` for webapi's ``json()`` and ``Response.json()``), and of issue 73's items
13 (a change inside each item of a live collection) and 14 (``window[name]``,
``getElementById`` after the first element of an ID was removed): the same operations in
JavaScript, in headless Chromium through Playwright (``oracles.chromium``'s browser and
flags), at two sizes, the best of ``repeat`` runs each (``performance.now()``, each size in
turn; a run repeats the operation for at least 5 ms, the
clock's grain; one run when it takes over a second; each tree built once per size, outside the
timing, with the DOM's methods: HTML's parser stops nesting at 512 levels). The tree's top is
``display: none`` (no layout of a 100,000-deep tree).

Run: ``python -m benchmarks.dom_hostile_chromium [SMALL LARGE [ROW...]]`` (default 1,000 and
10,000, every row; a row by the start of its name).
"""

from __future__ import annotations

import sys

from oracles.chromium import browser

__all__ = ["ROWS", "main"]


def _items(collection: str, change: str) -> str:
    """A row of issue 73, item 13: ``n`` ``p`` elements of class ``c`` with a text child in a
    ``div`` made with ``innerHTML``, then a change in each item of ``collection`` (a
    JavaScript expression of ``holder``) read by index: a text node appended, ``textContent``
    or ``innerHTML`` set."""
    step = {
        "append": "items[i].appendChild(document.createTextNode('x'))",
        "textContent": "items[i].textContent = 'x'",
        "innerHTML": "items[i].innerHTML = '<b>x</b>'",
    }[change]
    return f"""n => {{
        const holder = document.body.appendChild(document.createElement('div'));
        holder.style.display = 'none';
        return () => {{
            holder.innerHTML = '<div>' + '<p class=c>y</p>'.repeat(n) + '</div>';
            const items = {collection};
            for (let i = 0; i < items.length; i++) {step};
            return items.length;
        }};
    }}"""


#: Row name -> a JavaScript function of n: it builds the tree and returns the operation timed.
ROWS = {
    ":dir(rtl) over a deep tree": """n => {
        const top = document.body.appendChild(document.createElement('div'));
        top.style.display = 'none'; top.setAttribute('dir', 'rtl');
        let b = top; for (let i = 0; i < n; i++) b = b.appendChild(document.createElement('div'));
        return () => {
            top.setAttribute('dir', 'rtl');
            return document.querySelectorAll(':dir(rtl)').length;
        };
    }""",
    ":dir(rtl) under dir=auto, deep tree": """n => {
        const top = document.body.appendChild(document.createElement('div'));
        top.style.display = 'none'; top.setAttribute('dir', 'auto');
        let b = top; for (let i = 0; i < n; i++) b = b.appendChild(document.createElement('div'));
        const text = b.appendChild(document.createTextNode('\\u05d0'));
        return () => {
            text.data = text.data;
            return document.querySelectorAll(':dir(rtl)').length;
        };
    }""",
    ":lang(fr) over a deep tree": """n => {
        const top = document.body.appendChild(document.createElement('div'));
        top.style.display = 'none'; top.setAttribute('lang', 'fr');
        let b = top; for (let i = 0; i < n; i++) b = b.appendChild(document.createElement('div'));
        return () => {
            top.setAttribute('lang', 'fr');
            return document.querySelectorAll(':lang(fr)').length;
        };
    }""",
    ":disabled in nested fieldsets": """n => {
        const top = document.body.appendChild(document.createElement('fieldset'));
        top.style.display = 'none'; top.setAttribute('disabled', '');
        let b = top;
        for (let i = 0; i < n; i++) {
            b = b.appendChild(document.createElement('fieldset'));
            b.appendChild(document.createElement('input'));
        }
        return () => {
            top.setAttribute('disabled', '');
            return document.querySelectorAll(':disabled').length;
        };
    }""",
    "radio.checked = true, :indeterminate": """n => {
        const form = document.body.appendChild(document.createElement('form'));
        form.style.display = 'none';
        form.innerHTML = '<input type=radio name=g>'.repeat(n);
        const radios = document.getElementsByTagName('input');
        return () => {
            let found = 0;
            for (let i = 0; i < radios.length; i++) {
                radios[i].checked = true; found += radios[i].matches(':indeterminate');
            }
            return found;
        };
    }""",
    "radio.setAttribute, :indeterminate": """n => {
        const form = document.body.appendChild(document.createElement('form'));
        form.style.display = 'none';
        form.innerHTML = '<input type=radio name=g>'.repeat(n);
        const radios = document.getElementsByTagName('input');
        return () => {
            let found = 0;
            for (let i = 0; i < radios.length; i++) {
                radios[i].setAttribute('data-x', 'y'); found += radios[i].matches(':indeterminate');
            }
            return found;
        };
    }""",
    "option.selected = true, :checked": """n => {
        const holder = document.body.appendChild(document.createElement('div'));
        holder.style.display = 'none';
        holder.innerHTML = '<select>' + '<option>x'.repeat(n) + '</select>';
        const options = document.getElementsByTagName('option');
        return () => {
            let found = 0;
            for (let i = 0; i < options.length; i++) {
                options[i].selected = true; found += options[i].matches(':checked');
            }
            return found;
        };
    }""",
    # Item 6: offsets into text with a code point above U+FFFF, observe() again
    "substringData of astral text": """n => {
        const data = '\\u{1F600}' + 'ab'.repeat(n);
        return () => {
            const text = document.createTextNode(data);
            let found = 0;
            for (let k = 0; k < n; k++) found += text.substringData(2 * k + 1, 2).length;
            return found;
        };
    }""",
    "length of astral text": """n => {
        const data = '\\u{1F600}' + 'ab'.repeat(n);
        return () => {
            const text = document.createTextNode(data);
            let found = 0;
            for (let k = 0; k < n; k++) found += text.length;
            return found;
        };
    }""",
    "range over astral text, toString": """n => {
        const data = '\\u{1F600}' + 'ab'.repeat(n);
        return () => {
            const text = document.body.appendChild(document.createTextNode(data));
            const range = document.createRange();
            let found = 0;
            for (let k = 0; k < n; k++) {
                range.setStart(text, 2 * k + 1); range.setEnd(text, 2 * k + 3);
                found += range.toString().length;
            }
            text.remove();
            return found;
        };
    }""",
    "observe() each node again": """n => {
        const holder = document.body.appendChild(document.createElement('div'));
        holder.style.display = 'none';
        holder.innerHTML = '<i></i>'.repeat(n);
        const nodes = Array.from(holder.children);
        return () => {
            const observer = new MutationObserver(() => {});
            for (const node of nodes) observer.observe(node, {attributes: true});
            for (const node of nodes) {
                observer.observe(node, {attributes: true, attributeOldValue: true});
            }
            observer.disconnect();
            return nodes.length;
        };
    }""",
    # Item 5: :has() and :target per element in a table of n rows (a link in each first cell)
    "td.matches(':has(a)') of each cell": """n => {
        const cells = _table(n).getElementsByTagName('td');
        return () => {
            let found = 0;
            for (let i = 0; i < cells.length; i++) found += cells[i].matches(':has(a)');
            return found;
        };
    }""",
    "td.closest('tr:has(td + td)')": """n => {
        const cells = _table(n).getElementsByTagName('td');
        return () => {
            let found = 0;
            for (let i = 0; i < cells.length; i++) found += !!cells[i].closest('tr:has(td + td)');
            return found;
        };
    }""",
    "tr.querySelector('td:has(a b, a)')": """n => {
        const rows = _table(n).getElementsByTagName('tr');
        return () => {
            let found = 0;
            for (let i = 0; i < rows.length; i++) {
                found += !!rows[i].querySelector('td:has(a b, a)');
            }
            return found;
        };
    }""",
    "td.matches(':target') of each cell": """n => {
        const cells = _table(n).getElementsByTagName('td');
        location.hash = '#n';
        return () => {
            let found = 0;
            for (let i = 0; i < cells.length; i++) found += cells[i].matches(':target');
            return found;
        };
    }""",
    # Issue 73, item 13: a child-list change inside each item of a live collection read by
    # index (the items made with innerHTML in each run, as webapi's rows make them)
    "children[i].appendChild(text)": _items("holder.firstChild.children", "append"),
    "children[i].innerHTML = '<b>x</b>'": _items("holder.firstChild.children", "innerHTML"),
    "getElementsByTagName(p)[i].appendChild": _items("holder.getElementsByTagName('p')", "append"),
    "getElementsByTagName(p)[i].textContent": _items(
        "holder.getElementsByTagName('p')", "textContent"
    ),
    "getElementsByTagName(p)[i].innerHTML": _items("holder.getElementsByTagName('p')", "innerHTML"),
    "getElementsByClassName(c)[i].innerHTML": _items(
        "holder.getElementsByClassName('c')", "innerHTML"
    ),
    # Item 14: window[name] of each ID and img name (the document made once per size), the
    # first element of an ID looked up after the one before it was removed (made per run)
    "window[name] of each ID and name": """n => {
        const holder = document.body.appendChild(document.createElement('div'));
        holder.style.display = 'none';
        let markup = '';
        for (let k = 0; k < n; k++) markup += `<p id=i${k}></p><img name=m${k}>`;
        holder.innerHTML = markup;
        return () => {
            let found = 0;
            for (let k = 0; k < n; k++) found += !!window['i' + k];
            for (let k = 0; k < n; k++) found += !!window['m' + k];
            return found;
        };
    }""",
    "getElementById(x) after removing the first": """n => {
        const holder = document.body.appendChild(document.createElement('div'));
        holder.style.display = 'none';
        return () => {
            holder.innerHTML = '<p id=x></p><i></i>'.repeat(n);
            let found = 0, element = document.getElementById('x');
            while (element) { element.remove(); found++; element = document.getElementById('x'); }
            return found;
        };
    }""",
    "getElementById of each ID, first removed": """n => {
        const holder = document.body.appendChild(document.createElement('div'));
        holder.style.display = 'none';
        return () => {
            let markup = '';
            for (let k = 0; k < n; k++) markup += `<p id=i${k}></p>`.repeat(3);
            holder.innerHTML = markup;
            let found = 0;
            for (let k = 0; k < n; k++) {
                document.getElementById('i' + k).remove();
                found += !!document.getElementById('i' + k);
            }
            return found;
        };
    }""",
    # Item 10: JSON of any depth (Response.json() and json() in webapi: JSON.stringify and
    # JSON.parse here); an error is an answer too (its name returned)
    "json: parse deep arrays": """n => {
        const text = '['.repeat(n) + ']'.repeat(n);
        return () => { try { return JSON.parse(text).length; } catch (e) { return e.name; } };
    }""",
    "json: parse deep objects": """n => {
        const text = '{"a":'.repeat(n) + '0' + '}'.repeat(n);
        return () => { try { return typeof JSON.parse(text); } catch (e) { return e.name; } };
    }""",
    "json: parse a flat array": """n => {
        const text = '[' + '1.5,'.repeat(n) + '0]';
        return () => JSON.parse(text).length;
    }""",
    "json: stringify deep lists": """n => {
        let data = []; for (let i = 1; i < n; i++) data = [data];
        return () => { try { return JSON.stringify(data).length; } catch (e) { return e.name; } };
    }""",
    "json: stringify a cycle n deep": """n => {
        const top = []; let inner = top;
        for (let i = 1; i < n; i++) { const next = []; inner.push(next); inner = next; }
        inner.push(top);
        return () => { try { return JSON.stringify(top).length; } catch (e) { return e.name; } };
    }""",
}

#: A table of n rows of two cells, a link in the first, then an ``a`` named ``n`` (the
#: target of ``#n``: no element has that ID), out of the layout.
_TABLE = """n => {
    const holder = document.body.appendChild(document.createElement('div'));
    holder.style.display = 'none';
    holder.innerHTML = '<table>' + '<tr><td><a href=#>x</a></td><td>y</td></tr>'.repeat(n)
        + '</table><a name=n></a>';
    return holder;
}"""

_TIME = """async ([make, table, sizes, repeat]) => {
    const _table = eval(table);
    const build = eval(make);
    const best = [];
    for (const n of sizes) {
        document.body.replaceChildren();
        const op = build(n);
        let t = Infinity;
        // (one run of over 1 s is enough)
        for (let r = 0; r < repeat && (r === 0 || t < 1000); r++) {
            let calls = 0;
            const start = performance.now();
            do { op(); calls++; } while (performance.now() - start < 5);  // (the clock's grain)
            t = Math.min(t, (performance.now() - start) / calls);
        }
        best.push(t);
    }
    return best;
}"""


def main(argv: list[str]) -> None:
    small, large = (int(argv[0]), int(argv[1])) if len(argv) >= 2 else (1_000, 10_000)
    chosen = argv[2:]
    with browser() as chromium:
        page = chromium.new_page()
        print(f"Chromium {chromium.version}: ms @{small:,} / @{large:,}, growth")
        for name, make in ROWS.items():
            if chosen and not any(name.startswith(start) for start in chosen):
                continue
            t_small, t_large = page.evaluate(_TIME, [make, _TABLE, [small, large], 3])
            growth = t_large / t_small if t_small else float("inf")
            print(f"{name:40s} {t_small:10.3f} / {t_large:10.3f}  {growth:5.1f}x")


if __name__ == "__main__":
    main(sys.argv[1:])
