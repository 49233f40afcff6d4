// Setting a puzzle on the workbench page: selecting cells, drawing rules, editing and deleting them, undo and
// redo, and the puzzle kept in the page's address. Loaded after app.js, whose state and functions it uses.
//
// The puzzle text (native format, docs/format.md) and the what-if givens are the whole state: drawing a rule
// adds a native line to the text, editing or deleting one changes or removes its line. The page keeps no
// other model of the puzzle; what the text means is always the server's reading of it.
"use strict";

const setter = {
  catalogue: null,     // GET /api/rules: every rule keyword with its syntax, summary and argument parts
  keywords: new Map(), // keyword or alias -> its catalogue entry
  nativeText: null,    // the text last confirmed to be native (so edits go to it line by line)
  past: [],            // undo: earlier states ({text, edits, read})
  future: [],          // redo
  current: null,       // the state shown, as last committed
  pickAt: 0,           // the highlighted entry of the picker's list (Enter takes it; the arrow keys move it)
  form: null,          // the rule being drawn: {rule, cells}, while its form asks for a total or a choice
  editing: -1,         // the line of the text being edited in the rules list, -1 for none
  hover: [],           // cells of the rule under the mouse in the rules list
  drag: null,          // a selection being dragged: {last} (the cell the pointer was last over)
  urlWrites: 0,        // bumped by every address write; an older one finishing late does not overwrite a newer
  written: "",         // the fragment last written, to tell an address typed or pasted into the tab from the page's own
};

const HISTORY_LIMIT = 200;

// ---- the state: text and what-ifs, undo, redo ------------------------------------------------------------

function snapshot() {
  return { text: state.text, edits: Object.assign({}, state.edits), read: Object.assign({}, state.read) };
}

function sameState(a, b) {
  return a.text === b.text && JSON.stringify(a.edits) === JSON.stringify(b.edits) && JSON.stringify(a.read) === JSON.stringify(b.read);
}

/** Makes a snapshot the page's state: the text box shows its text, the address holds it, and the puzzle is checked again. */
function restore(s) {
  const textChanged = s.text !== state.text;
  state.text = s.text;
  state.edits = Object.assign({}, s.edits);
  state.read = Object.assign({}, s.read);
  if (textChanged) {
    state.base = null;
    state.source = null;
    $("puzzle-input").value = s.text;
  }
  writeAddress();
  showHistoryButtons();
  if (!state.text.trim()) {
    // Back before the first puzzle: the page as it starts.
    state.generation++;
    state.puzzle = null;
    clearAnswers();
    showError(null);
    $("board").replaceChildren(emptyNote("The puzzle appears here."));
    $("legend").hidden = true;
    $("steps-box").hidden = true;
    setVerdict("idle", "No puzzle yet");
    showPad();
    showExports();
    showRuleList();
    return;
  }
  check(false);
}

/** A new state after a change (a rule drawn, a given typed, a puzzle pasted): the one before it can be undone. */
function commit(next) {
  const before = setter.current || snapshot();
  if (sameState(before, next)) return;
  setter.past.push(before);
  if (setter.past.length > HISTORY_LIMIT) setter.past.shift();
  setter.future = [];
  setter.current = next;
  restore(next);
}

/** Records the state the page now holds (a pasted puzzle, an opened file) as a step of the history. */
function recordState() {
  showNotice(null);
  const now = snapshot();
  const before = setter.current;
  setter.current = now;
  if (before && !sameState(before, now)) {
    setter.past.push(before);
    setter.future = [];
  }
  writeAddress();
  showHistoryButtons();
}

function undo() {
  if (setter.past.length === 0) return;
  setter.future.push(setter.current || snapshot());
  setter.current = setter.past.pop();
  restore(setter.current);
}

function redo() {
  if (setter.future.length === 0) return;
  setter.past.push(setter.current || snapshot());
  setter.current = setter.future.pop();
  restore(setter.current);
}

function showHistoryButtons() {
  $("undo").disabled = setter.past.length === 0;
  $("redo").disabled = setter.future.length === 0;
}

/** The what-if givens changed (a typed digit, a cleared cell, back to the puzzle's givens). */
function commitEdits(edits) {
  commit({ text: state.text, edits, read: Object.assign({}, state.read) });
}

// ---- the address: the state compressed into the page's URL fragment --------------------------------------

async function deflate(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

async function inflate(code) {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new Error("it holds characters that base64url does not use");
  const binary = atob(code.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((code.length + 3) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return await new Response(stream).text();
}

/** Writes the state into the address (replacing the history entry: one per keystroke would drown Back). */
async function writeAddress() {
  const write = ++setter.urlWrites;
  const s = snapshot();
  const payload = { t: s.text, e: s.edits };
  if (Object.keys(s.read).length) payload.r = s.read;
  try {
    const code = s.text || Object.keys(s.edits).length ? "#p=" + await deflate(JSON.stringify(payload)) : "";
    if (write === setter.urlWrites) {
      history.replaceState(null, "", location.pathname + location.search + code);
      setter.written = location.hash;
    }
  } catch (e) {
    showError("The puzzle could not be written into the address: " + e.message);
  }
}

/** The state held in the address the page was opened with, if any; a damaged one is said so, and the page stays empty. */
async function readAddress() {
  const hash = location.hash;
  if (!hash || hash === "#") return;
  if (!hash.startsWith("#p=")) {
    showError("This address holds no puzzle the workbench wrote (it should end in #p=…); paste the puzzle instead.");
    return;
  }
  let s;
  try {
    const json = await inflate(hash.slice(3));
    s = JSON.parse(json);
    if (typeof s !== "object" || s === null || typeof s.t !== "string") throw new Error("no puzzle text in it");
    if (s.e !== undefined && (typeof s.e !== "object" || s.e === null)) throw new Error("the what-if givens are not a list of cells");
  } catch (e) {
    showError("The puzzle in this address cannot be read: it is truncated or damaged (" + e.message
      + "). Paste the puzzle, or open the address again in full.");
    setVerdict("idle", "No puzzle in the address");
    return;
  }
  const next = { text: s.t, edits: s.e || {}, read: s.r || {} };
  setter.current = next;
  restore(next);
}

// ---- the text, line by line -----------------------------------------------------------------------------

/** The words of a line without its comment, lower case: what decides whether it is a rule, and which. */
function lineWords(line) {
  return line.replace(/#.*/, "").trim().toLowerCase().split(/[\s,]+/).filter((w) => w);
}

/** The rule lines of the text: {index (line number, 0-based), text, entry (catalogue), cells}. */
function ruleLines(text) {
  const out = [];
  text.split("\n").forEach((line, index) => {
    const words = lineWords(line);
    if (words.length === 0 || !setter.keywords.has(words[0])) return;
    out.push({ index, text: line.trim(), entry: setter.keywords.get(words[0]), cells: lineCells(line) });
  });
  return out;
}

/** The grid cells (row-major indices) a line names, in the order written: single cells only, as the picker writes them. */
function lineCells(line) {
  if (!state.puzzle) return [];
  const n = state.puzzle.cols, rows = state.puzzle.rows, out = [];
  for (const m of line.replace(/#.*/, "").matchAll(/\br(\d+)c(\d+)\b/gi)) {
    const r = +m[1] - 1, c = +m[2] - 1;
    if (r >= 0 && c >= 0 && r < rows && c < n) out.push(r * n + c);
  }
  return out;
}

/**
 * The text to edit: native text as it is; an f-puzzles, SudokuPad or ISS puzzle (or a one-line grid) is first
 * converted by the server (its native export) and the page says so. Null when the puzzle cannot be converted.
 */
async function editableText() {
  if (setter.nativeText !== null && setter.nativeText === state.text) return state.text;
  let answer;
  try {
    answer = await api("/api/native", { edits: {} });
  } catch (e) {
    showError("The puzzle cannot be edited until it reads: " + e.message);
    return null;
  }
  if (answer.converted) {
    showNotice("Converted from " + answer.inputFormat + " to native text to edit it; Undo goes back to the original.");
    state.read = {};
  }
  setter.nativeText = answer.text;
  return answer.text;
}

function withLine(text, line) {
  return (text === "" || text.endsWith("\n") ? text : text + "\n") + line + "\n";
}

async function addLine(line) {
  const text = await editableText();
  if (text === null) return;
  commitText(withLine(text, line));
}

async function replaceLine(index, line) {
  const text = await editableText();
  if (text === null) return;
  const lines = text.split("\n");
  if (line === null) lines.splice(index, 1);
  else lines[index] = line;
  commitText(lines.join("\n"));
}

function commitText(text) {
  setter.nativeText = text;
  commit({ text, edits: Object.assign({}, state.edits), read: Object.assign({}, state.read) });
}

// ---- selecting cells --------------------------------------------------------------------------------------

function cellName(i) {
  const n = state.puzzle.cols;
  return "r" + (Math.floor(i / n) + 1) + "c" + (i % n + 1);
}

/** The cell under a pointer event, -1 outside the grid. */
function cellAt(event) {
  const g = grid();
  if (!g) return -1;
  const pt = g.svg.createSVGPoint();
  pt.x = event.clientX;
  pt.y = event.clientY;
  const p = pt.matrixTransform(g.svg.getScreenCTM().inverse());
  const col = Math.floor((p.x - g.x) / g.cell), row = Math.floor((p.y - g.y) / g.cell);
  if (row < 0 || col < 0 || row >= g.rows || col >= g.n) return -1;
  return row * g.n + col;
}

/** Selects a cell: alone, or added to the selection (shift, ctrl, a drag); ctrl on a selected cell takes it out. */
function selectCell(i, extend, toggle) {
  if (entry.text) commitEntry();
  if (!extend) state.selection = [i];
  else if (toggle && state.selection.includes(i)) state.selection = state.selection.filter((c) => c !== i);
  else if (!state.selection.includes(i)) state.selection.push(i);
  state.selected = state.selection.length ? state.selection[state.selection.length - 1] : -1;
  showRuleList();
  draw();
}

function clearSelection() {
  state.selection = [];
  state.selected = -1;
  showRuleList();
  draw();
}

function onPointerDown(event) {
  if (event.button !== 0) return;
  const i = cellAt(event);
  if (i < 0) return;
  event.preventDefault();
  $("board").focus();
  const extend = event.shiftKey || event.ctrlKey || event.metaKey;
  selectCell(i, extend, event.ctrlKey || event.metaKey);
  setter.drag = { last: i };
}

function onPointerMove(event) {
  if (!setter.drag || (event.buttons & 1) === 0) { setter.drag = null; return; }
  const i = cellAt(event);
  if (i < 0 || i === setter.drag.last) return;
  setter.drag.last = i;
  selectCell(i, true, false);
}

function onPointerUp() {
  setter.drag = null;
}

/** A double click on a cell edits the rule drawn there (the last one listed, when several cover it). */
function onDoubleClick(event) {
  const i = cellAt(event);
  if (i < 0) return;
  const here = ruleLines(state.text).filter((r) => r.cells.includes(i));
  if (here.length > 0) editRule(here[here.length - 1].index);
}

/** The selection and its order: cells tinted, the cursor outlined, and a path through them as they were selected. */
function drawSelection(under, over, g, box) {
  for (const i of setter.hover) {
    const { x, y } = box(i);
    under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill: "#fde68a", class: "rule-hover" }));
  }
  const sel = state.selection || [];
  for (const i of sel) {
    if (i >= g.rows * g.n) continue;
    const { x, y } = box(i);
    under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill: "#1f5fbf22", class: "selection" }));
  }
  if (sel.length > 1) {
    const pts = sel.map((i) => { const { x, y } = box(i); return (x + g.cell / 2) + "," + (y + g.cell / 2); });
    over.appendChild(el("polyline", { points: pts.join(" "), fill: "none", stroke: "#1f5fbf", "stroke-opacity": 0.45,
      "stroke-width": 3, "stroke-linecap": "round", "stroke-linejoin": "round", class: "selection-order" }));
    const { x, y } = box(sel[0]);
    over.appendChild(el("circle", { cx: x + g.cell / 2, cy: y + g.cell / 2, r: 5, fill: "#1f5fbf", "fill-opacity": 0.6,
      class: "selection-order" }));
  }
  if (state.selected >= 0 && state.selected < g.rows * g.n) {
    const { x, y } = box(state.selected);
    over.appendChild(el("rect", { x: x + 1.5, y: y + 1.5, width: g.cell - 3, height: g.cell - 3, fill: "none",
      stroke: "#1f5fbf", "stroke-width": 3, class: "selected" }));
  }
}

// ---- the catalogue and the rule picker ----------------------------------------------------------------------

async function loadCatalogue() {
  try {
    const r = await fetch("/api/rules");
    setter.catalogue = (await r.json()).catalogue;
  } catch (e) {
    showError("The rule catalogue could not be loaded: " + e.message);
    return;
  }
  for (const rule of setter.catalogue) {
    setter.keywords.set(rule.keyword, rule);
    for (const a of rule.aliases) setter.keywords.set(a, rule);
  }
  showGlobals();
  showRuleList();
}

/** The rules drawn from a selection (not the global ones), filtered by what is typed: keywords first, then summaries. */
function pickable(query) {
  if (!setter.catalogue) return [];
  const q = query.trim().toLowerCase();
  const rules = setter.catalogue.filter((r) => !r.global);
  if (!q) return rules;
  const byName = rules.filter((r) => r.keyword.startsWith(q) || r.aliases.some((a) => a.startsWith(q)));
  const inName = rules.filter((r) => !byName.includes(r) && (r.keyword.includes(q) || r.aliases.some((a) => a.includes(q))));
  const inText = rules.filter((r) => !byName.includes(r) && !inName.includes(r) && r.summary.toLowerCase().includes(q));
  return byName.concat(inName, inText);
}

function showPicks() {
  const list = $("rule-picks");
  const picks = pickable($("rule-search").value).slice(0, 12);
  setter.pickAt = Math.max(0, Math.min(setter.pickAt, picks.length - 1));
  list.replaceChildren(...picks.map((r, k) => {
    const li = document.createElement("li");
    li.className = k === setter.pickAt ? "pick first" : "pick";
    li.dataset.keyword = r.keyword;
    const b = document.createElement("b");
    b.textContent = r.keyword;
    const s = document.createElement("span");
    s.textContent = " " + r.summary;
    li.append(b, s);
    li.title = r.syntax;
    li.addEventListener("mousedown", (e) => { e.preventDefault(); pick(r); });
    return li;
  }));
  list.hidden = picks.length === 0 || document.activeElement !== $("rule-search");
}

function onSearchKey(event) {
  if (event.key === "Enter") {
    event.preventDefault();
    const picks = pickable($("rule-search").value).slice(0, 12);
    if (picks.length) pick(picks[Math.min(setter.pickAt, picks.length - 1)]);
  } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    setter.pickAt += event.key === "ArrowDown" ? 1 : -1;
    showPicks();
  } else if (event.key === "Escape") {
    event.stopPropagation();
    $("rule-search").value = "";
    $("rule-picks").hidden = true;
    $("board").focus();
  }
}

/** The line parts a selection gives (cells, a line, a pair, an outside position...), or a message saying what to select. */
function cellParts(rule, sel) {
  const n = state.puzzle.cols, rows = state.puzzle.rows;
  const rc = (i) => [Math.floor(i / n), i % n];
  const kinds = rule.parts.map((p) => p.kind);
  const needs = kinds.filter((k) => ["cells", "line", "pair", "position", "house", "first"].includes(k));
  const out = {};
  if (needs.length === 0) return out;
  if (sel.length === 0) return { error: "Select the cells of the " + rule.keyword + " first (click, drag, shift-click)." };
  if (kinds.includes("pair")) {
    if (sel.length !== 2) return { error: "A " + rule.keyword + " goes between two adjacent cells: select two." };
    const [a, b] = sel.map(rc);
    if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) !== 1) return { error: "The two cells of a " + rule.keyword + " must be adjacent." };
  }
  if (kinds.includes("position")) {
    // Beside the first selected cell, on the side away from the rest of the selection (or from the grid).
    const [r, c] = rc(sel[0]);
    let dr, dc;
    if (sel.length > 1) {
      const [r2, c2] = rc(sel[1]);
      dr = Math.sign(r2 - r); dc = Math.sign(c2 - c);
      if (Math.abs(r2 - r) > 1 || Math.abs(c2 - c) > 1 || (dr === 0 && dc === 0)) {
        return { error: "Select the " + rule.keyword + "'s cells from the edge inwards, each next to the one before." };
      }
    } else {
      const sides = [];
      if (r === 0) sides.push([1, 0]);
      if (r === rows - 1) sides.push([-1, 0]);
      if (c === 0) sides.push([0, 1]);
      if (c === n - 1) sides.push([0, -1]);
      if (sides.length !== 1) {
        return { error: "Select the first cells of the " + rule.keyword + "'s row or column from the edge inwards (two cells show which side)." };
      }
      [dr, dc] = sides[0];
    }
    const pr = r - dr, pc = c - dc;
    if (pr >= 0 && pr < rows && pc >= 0 && pc < n) {
      return { error: "The " + rule.keyword + " is read from outside the grid: start the selection at the edge." };
    }
    if (kinds.includes("direction") ? dr === 0 || dc === 0 : dr !== 0 && dc !== 0) {
      return { error: kinds.includes("direction") ? "A " + rule.keyword + " runs along a diagonal: select two diagonal cells from the edge."
        : "A " + rule.keyword + " looks along a row or column: select from the edge along one." };
    }
    out.position = "r" + (pr + 1) + "c" + (pc + 1);
    out.direction = (dr < 0 ? "u" : "d") + (dc < 0 ? "l" : "r");
  }
  if (kinds.includes("house")) {
    const cells = sel.map(rc);
    if (cells.every((x) => x[0] === cells[0][0]) && (sel.length > 1 || cells[0][1] === 0 || cells[0][1] === n - 1)) out.house = "r" + (cells[0][0] + 1);
    else if (cells.every((x) => x[1] === cells[0][1])) out.house = "c" + (cells[0][1] + 1);
    else return { error: "A " + rule.keyword + " is about one row or column: select cells of one." };
  }
  out.cells = sel.map(cellName).join(" ");
  out.first = cellName(sel[0]);
  out.rest = sel.slice(1).map(cellName).join(" ");
  if (kinds.includes("rest") && !out.rest) return { error: "Select the " + rule.keyword + "'s circle first, then its shaft." };
  return out;
}

/** Starts drawing a rule from the selection: at once when the cells say everything, else through its form. */
function pick(rule) {
  $("rule-search").value = "";
  setter.pickAt = 0;
  $("rule-picks").hidden = true;
  showError(null);
  if (!state.puzzle) { showError("Open a puzzle or start a new grid first."); return; }
  const sel = (state.selection || []).slice();
  if (rule.parts === null) {
    // A rule whose arguments the page cannot fill in from cells: the line, to complete by hand.
    openForm(rule, {}, [rule.keyword].concat(sel.map(cellName)).join(" "));
    return;
  }
  const cells = cellParts(rule, sel);
  if (cells.error) { showError(cells.error); $("board").focus(); return; }
  const asks = rule.parts.filter((p) => ["number", "choice", "named"].includes(p.kind));
  if (asks.length === 0) {
    addLine(buildLine(rule, cells, {}));
    $("board").focus();
    return;
  }
  openForm(rule, cells, null);
}

function buildLine(rule, cells, values) {
  const words = [rule.keyword];
  rule.parts.forEach((p, k) => {
    const v = values[k] !== undefined ? String(values[k]).trim() : "";
    switch (p.kind) {
      case "number": case "choice": if (v) words.push(v); break;
      case "named": if (v) words.push(p.name + "=" + v); break;
      case "pair": case "cells": case "line": words.push(cells.cells); break;
      case "position": words.push(cells.position); break;
      case "direction": words.push(cells.direction); break;
      case "house": words.push(cells.house); break;
      case "first": words.push(cells.first); break;
      case "rest": words.push(cells.rest); break;
      case "bar": words.push("|"); break;
      default: break;
    }
  });
  return words.join(" ");
}

/** The form of a rule being drawn: a field per total, count or choice, and the line it makes (which can be edited). */
function openForm(rule, cells, rawLine) {
  setter.form = { rule, cells, raw: rawLine !== null };
  const form = $("rule-form");
  const fields = $("rule-fields");
  fields.replaceChildren();
  $("rule-form-title").textContent = rule.syntax;
  $("rule-form-summary").textContent = rule.summary;
  if (!setter.form.raw) {
    rule.parts.forEach((p, k) => {
      if (!["number", "choice", "named"].includes(p.kind)) return;
      const label = document.createElement("label");
      const name = p.kind === "number" ? p.name.toLowerCase() + (p.optional ? " (optional)" : "") : p.kind === "choice" ? "which" : p.name;
      label.textContent = name + " ";
      let input;
      if (p.kind === "choice") {
        input = document.createElement("select");
        for (const c of p.choices) {
          const o = document.createElement("option");
          o.value = c;
          o.textContent = c;
          input.appendChild(o);
        }
      } else {
        input = document.createElement("input");
        input.type = "text";
        input.size = p.kind === "number" ? 5 : 14;
        if (p.kind === "named") input.placeholder = p.example;
        input.autocomplete = "off";
      }
      input.dataset.part = k;
      input.className = "rule-field";
      input.addEventListener("input", updateFormLine);
      input.addEventListener("change", updateFormLine);
      label.appendChild(input);
      fields.appendChild(label);
    });
  }
  $("rule-line").value = rawLine !== null ? rawLine : buildLine(rule, cells, {});
  form.hidden = false;
  const first = fields.querySelector(".rule-field") || $("rule-line");
  first.focus();
}

function formValues() {
  const values = {};
  $("rule-fields").querySelectorAll(".rule-field").forEach((f) => { values[+f.dataset.part] = f.value; });
  return values;
}

function updateFormLine() {
  if (!setter.form || setter.form.raw) return;
  $("rule-line").value = buildLine(setter.form.rule, setter.form.cells, formValues());
}

function closeForm() {
  setter.form = null;
  $("rule-form").hidden = true;
  $("board").focus();
}

function submitForm(event) {
  if (event) event.preventDefault();
  if (!setter.form) return;
  const { rule } = setter.form;
  const values = formValues();
  const missing = rule.parts.find((p, k) => p.kind === "number" && !p.optional && !String(values[k] || "").trim());
  if (!setter.form.raw && missing) {
    showError("The " + rule.keyword + " needs its " + missing.name.toLowerCase() + ".");
    return;
  }
  const line = $("rule-line").value.trim();
  if (!line) return;
  showError(null);
  closeForm();
  addLine(line);
}

// ---- global rules: a checklist ------------------------------------------------------------------------------

/** The checklist entries: each global rule, once per choice for those that take one (diagonal main, anti). */
function globalEntries() {
  const out = [];
  for (const r of (setter.catalogue || []).filter((x) => x.global)) {
    const choice = r.parts.find((p) => p.kind === "choice");
    if (choice) choice.choices.forEach((c) => out.push({ rule: r, line: r.keyword + " " + c, words: [r.keyword, c] }));
    else out.push({ rule: r, line: r.keyword, words: [r.keyword] });
  }
  return out;
}

/** The lines of the text that state a global entry (the keyword and its choice, options allowed). */
function globalLines(text, entry) {
  const out = [];
  text.split("\n").forEach((line, index) => {
    const words = lineWords(line).filter((w) => !w.includes("="));
    const keyword = words.length && setter.keywords.get(words[0]);
    if (keyword && keyword === entry.rule && words.length === entry.words.length && words.every((w, k) => k === 0 || w === entry.words[k])) {
      out.push(index);
    }
  });
  return out;
}

function showGlobals() {
  const box = $("globals");
  box.replaceChildren(...globalEntries().map((e) => {
    const label = document.createElement("label");
    const cb = document.createElement("input");
    cb.type = "checkbox";
    cb.dataset.line = e.line;
    cb.checked = globalLines(state.text, e).length > 0;
    cb.addEventListener("change", () => toggleGlobal(e, cb.checked));
    label.title = e.rule.summary;
    label.append(cb, " " + e.line);
    return label;
  }));
}

async function toggleGlobal(entry, on) {
  if (!state.puzzle) { showError("Open a puzzle or start a new grid first."); showGlobals(); return; }
  const text = await editableText();
  if (text === null) { showGlobals(); return; }
  if (on) { commitText(withLine(text, entry.line)); return; }
  const drop = new Set(globalLines(text, entry));
  commitText(text.split("\n").filter((_, i) => !drop.has(i)).join("\n"));
}

// ---- the puzzle's rules: list, edit, delete ---------------------------------------------------------------

function showRuleList() {
  const list = $("rule-list");
  if (!list || !setter.catalogue) return;
  const rules = ruleLines(state.text).filter((r) => !r.entry.global);
  const sel = new Set(state.selection || []);
  $("rules-box").hidden = !state.text.trim();
  $("rule-count").textContent = rules.length === 0 ? "none yet" : String(rules.length);
  list.replaceChildren(...rules.map((r) => {
    const li = document.createElement("li");
    li.className = "rule-item" + (r.cells.some((i) => sel.has(i)) ? " here" : "");
    li.dataset.line = r.index;
    if (setter.editing === r.index) {
      const input = document.createElement("input");
      input.type = "text";
      input.className = "rule-edit";
      input.value = r.text;
      input.addEventListener("keydown", (e) => {
        if (e.key === "Enter") { e.preventDefault(); setter.editing = -1; replaceLine(r.index, input.value.trim() || null); }
        else if (e.key === "Escape") { e.stopPropagation(); setter.editing = -1; showRuleList(); $("board").focus(); }
      });
      li.appendChild(input);
      setTimeout(() => input.focus(), 0);
    } else {
      const code = document.createElement("code");
      code.textContent = r.text;
      code.title = r.entry.summary + " (click to edit)";
      code.addEventListener("click", () => editRule(r.index));
      li.appendChild(code);
    }
    const del = document.createElement("button");
    del.type = "button";
    del.className = "secondary small delete";
    del.textContent = "Delete";
    del.title = "remove this line from the puzzle";
    del.addEventListener("click", () => { setter.editing = -1; replaceLine(r.index, null); });
    li.appendChild(del);
    li.addEventListener("mouseenter", () => { setter.hover = r.cells; draw(); });
    li.addEventListener("mouseleave", () => { setter.hover = []; draw(); });
    return li;
  }));
}

function editRule(index) {
  setter.editing = index;
  showRuleList();
}

/** Called by app.js whenever the puzzle has been read again: the lists follow the text. */
function puzzleShown() {
  setter.editing = -1;
  setter.hover = [];
  if (state.selection) state.selection = state.selection.filter((i) => i < state.puzzle.rows * state.puzzle.cols);
  showGlobals();
  showRuleList();
}

function showNotice(text) {
  $("setter-notice").hidden = !text;
  $("setter-notice").textContent = text || "";
}

// ---- a new grid -------------------------------------------------------------------------------------------

function newGrid() {
  const size = $("new-size").value.trim().toLowerCase();
  if (!/^\d{1,2}(x\d{1,2})?$/.test(size)) {
    showError("Grid size: a number (9) or rows x columns (6x8).");
    return;
  }
  showNotice(null);
  state.selection = [];
  state.selected = -1;
  const text = "size " + size + "\n";
  setter.nativeText = text;
  commit({ text, edits: {}, read: {} });
  $("board").focus();
}

// ---- keys -------------------------------------------------------------------------------------------------

/** The setter's keys, before the page's: undo and redo, R for the rule picker. True when the key was taken. */
function setterKey(event, inText) {
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl && !inText && !event.altKey) {
    const k = event.key.toLowerCase();
    if (k === "z" && !event.shiftKey) { event.preventDefault(); undo(); return true; }
    if (k === "y" || (k === "z" && event.shiftKey)) { event.preventDefault(); redo(); return true; }
  }
  if (!inText && !ctrl && !event.altKey && (event.key === "r" || event.key === "R")) {
    event.preventDefault();
    $("rule-search").focus();
    return true;
  }
  if (event.key === "Escape" && !inText && state.selection && state.selection.length) {
    // Esc clears the selection; while the server works it also cancels, as it always has.
    clearSelection();
    return state.busy === 0;
  }
  return false;
}

document.addEventListener("DOMContentLoaded", () => {
  state.selection = [];
  $("new-grid").addEventListener("click", newGrid);
  $("new-size").addEventListener("keydown", (e) => { if (e.key === "Enter") { e.preventDefault(); newGrid(); } });
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("rule-search").addEventListener("input", () => { setter.pickAt = 0; showPicks(); });
  $("rule-search").addEventListener("focus", showPicks);
  $("rule-search").addEventListener("blur", () => { $("rule-picks").hidden = true; });
  $("rule-search").addEventListener("keydown", onSearchKey);
  $("rule-form").addEventListener("submit", submitForm);
  $("rule-form").addEventListener("keydown", (e) => { if (e.key === "Escape") { e.stopPropagation(); closeForm(); } });
  $("rule-cancel").addEventListener("click", closeForm);
  const board = $("board");
  board.addEventListener("pointerdown", onPointerDown);
  board.addEventListener("pointermove", onPointerMove);
  document.addEventListener("pointerup", onPointerUp);
  board.addEventListener("dblclick", onDoubleClick);
  showHistoryButtons();
  showExports();
  loadCatalogue().then(readAddress);
  // Another puzzle's address pasted into this tab changes only the fragment: the page loads it as at start.
  window.addEventListener("hashchange", () => { if (location.hash !== setter.written) readAddress(); });
});
