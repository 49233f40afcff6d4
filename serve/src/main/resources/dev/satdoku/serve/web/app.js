// The setter's workbench page. Plain JavaScript, no build step and no library: it talks only to the
// server's JSON endpoints (docs/serve.md) and draws its marks (candidates, conflicts, the selection,
// the solution) on top of the puzzle's SVG, which the server renders.
"use strict";

const SVG_NS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

const state = {
  session: "tab-" + Math.random().toString(36).slice(2, 10) + Date.now().toString(36),
  text: "",            // the puzzle text as pasted or dropped
  source: null,        // a dropped file's name, for messages
  edits: {},           // what-if givens: "r1c2" -> digit (null removes the puzzle's given)
  read: {},            // the setter's readings of a drawing's element kinds: "green line" -> "whisper" (as --read)
  base: null,          // the puzzle's own givens (row-major), before the edits
  puzzle: null,        // /api/puzzle's answer for the puzzle with the edits
  solve: null,         // /api/solve's answer
  candidates: null,    // /api/candidates's answer
  explain: null,       // /api/explain's answer (the conflict)
  repairs: null,       // /api/explain's answer with repairs
  ambiguity: null,     // /api/ambiguity's answer
  redundant: null,     // /api/redundant's answer
  limits: null,        // GET /api/limits, for the notes on time limits
  browse: null,        // stepping through several solutions: {list (/api/solutions' grids), at, exhaustive}
  facts: [],           // the deductions of the steps applied so far ({cell, digit, placed}), sent with every step question
  applied: [],         // how many facts each applied step added, for Undo
  step: null,          // the step shown (a hint, or the solve path's current one), not applied
  path: null,          // /api/steps's answer while stepping through the solve path
  pathAt: 0,           // the path's step shown: the ones before it are drawn as applied
  stepAsk: 0,          // bumped by every step question; answers for older ones are dropped
  selected: -1,        // the cursor: the cell digits go to (row-major index), -1 for none; the last one selected
  selection: [],       // the selected cells in the order they were selected (a rule drawn from them follows it)
  generation: 0,       // bumped by every new question; answers for older ones are dropped
  busy: 0,
};

// ---- talking to the server ----------------------------------------------------------------------

async function api(path, extra) {
  const body = Object.assign({ puzzle: state.text, edits: state.edits, session: state.session }, extra || {});
  if (state.source) body.source = state.source;
  const read = Object.keys(state.read).map((k) => k + "=" + state.read[k]);
  if (read.length) body.read = read.join(",");
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error || ("HTTP " + response.status));
  return answer;
}

/** Runs one question, showing the progress line while it lasts; null when a newer question took over. */
async function ask(label, path, extra) {
  const generation = state.generation;
  state.busy++;
  showProgress(label);
  try {
    const answer = await api(path, extra);
    return generation === state.generation ? answer : null;
  } finally {
    state.busy--;
    if (state.busy === 0) hideProgress();
  }
}

/** A question whose failure shows its message (unless a newer question took over); null then, or when superseded. */
async function answerTo(label, path, extra, generation) {
  try {
    return await ask(label, path, extra);
  } catch (e) {
    if (generation === state.generation) showError(e.message);
    return null;
  }
}

let progressTimer = null;
let progressStart = 0;

function showProgress(label) {
  $("progress").hidden = false;
  $("progress-text").textContent = label + "…";
  if (progressTimer) return;
  progressStart = performance.now();
  progressTimer = setInterval(async () => {
    // The server's own view of what runs for this tab, so the line says what is really being worked on.
    try {
      const r = await fetch("/api/jobs?session=" + encodeURIComponent(state.session));
      const jobs = (await r.json()).running || [];
      const seconds = ((performance.now() - progressStart) / 1000).toFixed(1);
      if (jobs.length > 0) {
        $("progress-text").textContent = jobs.map((j) => j.kind + (j.cancelled ? " (stopping)" : "")).join(", ") + " · " + seconds + " s";
      }
    } catch (e) { /* the next tick tries again */ }
  }, 400);
}

function hideProgress() {
  $("progress").hidden = true;
  clearInterval(progressTimer);
  progressTimer = null;
}

async function cancel() {
  await fetch("/api/cancel", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ session: state.session }),
  });
}

// ---- the flow: read, draw, verdict, then the rest -------------------------------------------------

async function check(fromNewText) {
  if (fromNewText) {
    state.text = $("puzzle-input").value;
    state.edits = {};
    state.read = {};
    state.base = null;
    state.selected = -1;
    state.selection = [];
    recordState();
  }
  if (!state.text.trim()) return;
  const generation = ++state.generation;
  state.solve = state.candidates = state.explain = state.repairs = state.ambiguity = state.redundant = state.browse = null;
  // Steps are about the grid they were found on: another puzzle, what-if or reading starts again.
  resetSteps();
  clearAnswers();
  showError(null);
  setVerdict("working", "Reading…");
  let puzzle;
  try {
    puzzle = await ask("reading", "/api/puzzle");
  } catch (e) {
    if (generation !== state.generation) return;
    state.puzzle = null;
    $("steps-box").hidden = true;
    showPad();
    showError(e.message);
    setVerdict("idle", "Cannot read the puzzle");
    $("board").replaceChildren(emptyNote("The puzzle appears here."));
    showExports();
    showRuleList();
    return;
  }
  if (!puzzle) return;
  state.puzzle = puzzle;
  // The text's own givens; under a what-if given the text's digit is not known here (undefined), so the
  // edit stays until it is cleared.
  if (state.base === null) state.base = puzzle.givens.map((g, i) => cellKey(i) in state.edits ? undefined : g);
  // A new puzzle is read: the keys (digits, arrows, C, S) now go to the grid, not the text box.
  if (fromNewText) $("board").focus();
  showBoard(puzzle.svg);
  showPad();
  $("steps-box").hidden = false;
  showWarnings(puzzle.warnings);
  showReading(puzzle.readingKinds);
  showEdits();
  showExports();
  puzzleShown();
  await verdict(generation);
}

async function verdict(generation) {
  setVerdict("working", "Solving…");
  let solve;
  try {
    solve = await ask("solving", "/api/solve");
  } catch (e) {
    if (generation === state.generation) { showError(e.message); setVerdict("idle", "No verdict"); }
    return;
  }
  if (!solve) return;
  state.solve = solve;
  const words = {
    unique: "Unique", multiple: "Multiple solutions", none: "No solution",
    timeout: "Timeout: no verdict", cancelled: "Cancelled", found: "Solution found",
  };
  setVerdict(solve.status, (words[solve.status] || solve.status) + (solve.complete === false ? solve.scope : ""), solve.millis);
  draw();
  // How many: a second question, asked once the verdict shows, that runs beside the answers below; after a
  // slow verdict only when the setter asks, since each solution counted costs a search of its own.
  if (solve.status === "multiple") {
    if (solve.millis < 1500) countSolutions(generation, solve);
    else offer("count", "How many solutions?", "Count solutions", () => countSolutions(state.generation, solve));
  }
  if (solve.status === "cancelled") {
    const limit = state.limits ? " (the server gives it up to " + state.limits.maxSeconds + " s)" : "";
    offer("retry", "Stopped before a verdict", "Try again" + limit, () => check(false));
    return;
  }
  if (solve.status === "timeout" && state.limits) {
    addAnswer("note", "No verdict within the server's limit", "The server stops each question after " + state.limits.maxSeconds
      + " s; start it with a longer limit (satdoku serve --max-seconds 600) to wait for this one.");
    return;
  }
  if (solve.complete === false) {
    // An answer about the rules read only: no suggested givens, repairs or redundant clues, which would
    // be marked on the grid as if they were about the puzzle the setter made.
    addAnswer("unread", "Not everything was read",
      "The verdict is about the rules read. Not read: " + solve.unread.join("; ") + ".");
    return;
  }
  // The setter answers cost a few solve-times (repairs, suggestions) or about one per clue (redundant):
  // after a quick verdict they come by themselves, after a slow one the setter asks with a button.
  const cheap = solve.millis < 1500;
  if (solve.status === "none") {
    await explain(generation);
    if (generation !== state.generation || !state.explain || state.explain.status !== "conflict") return;
    if (cheap) await repairs(generation);
    else offer("repairs", "Which clue to fix?", "Find repairs", () => repairs(state.generation));
  } else if (solve.status === "unique" || solve.status === "multiple") {
    if (solve.status === "multiple") {
      const li = addAnswer("differ", "Several solutions",
        "Cells outlined in orange differ between two of them. Candidates show every digit a cell can still take.");
      li.id = "several";
      li.appendChild(button("browse-solutions", "Step through the solutions", "N / P: the next / previous solution",
        () => browseSolutions(state.generation)));
    }
    // Cheap enough to have ready before the setter asks; otherwise fetched when the box is ticked.
    if ($("show-candidates").checked || cheap) await candidates(generation);
    if (generation !== state.generation) return;
    if (solve.status === "multiple") {
      if (cheap) await ambiguity(generation);
      else offer("suggest", "Which given would make it unique?", "Suggest givens", () => ambiguity(state.generation));
    } else if (solve.millis < 300) {
      await redundant(generation);
    } else {
      offer("redundant", "Which clues are redundant?", "Find redundant clues", () => redundant(state.generation));
    }
  }
}

// The count after a "multiple" verdict stops at this many solutions or after this many seconds (the server
// may allow fewer): enough to tell each step of setting a small grid, and never a long wait.
const VERDICT_COUNT_LIMIT = 1000;
const VERDICT_COUNT_SECONDS = 5;

/**
 * Adds to the verdict line how many solutions there are: exact when the count finished, else "at least N"
 * (stopped at the limit, the time limit or a cancel). The verdict already proved two, so a count cut short
 * before it found them says two.
 */
async function countSolutions(generation, solve) {
  const answer = await answerTo("counting solutions", "/api/count", { limit: VERDICT_COUNT_LIMIT, timeout: VERDICT_COUNT_SECONDS }, generation);
  if (!answer || generation !== state.generation || state.solve !== solve) return;
  const many = answer.exhaustive ? String(answer.count) : "at least " + Math.max(2, answer.count);
  const why = answer.exhaustive ? "" : answer.status === "multiple" ? " (counting stops at " + answer.limit + ")"
    : " (counting " + answer.status + " after " + (answer.millis / 1000).toFixed(1) + " s)";
  setVerdict("multiple", "Multiple solutions: " + many + (solve.complete === false ? solve.scope : ""), solve.millis);
  $("verdict").title = "Solutions counted by the server" + why;
}

/** A secondary button of the answers: its id, label, tooltip and what a click does. */
function button(id, label, title, onClick) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "secondary";
  b.id = id;
  b.textContent = label;
  b.title = title;
  b.addEventListener("click", onClick);
  return b;
}

/** An answer the setter can ask for with a button (when it is not cheap enough to fetch unasked). */
function offer(kind, title, label, run) {
  const li = addAnswer(kind + " offer", title, "");
  const b = document.createElement("button");
  b.type = "button";
  b.className = "secondary";
  b.id = "ask-" + kind;
  b.textContent = label;
  b.addEventListener("click", () => { li.remove(); run(); });
  li.appendChild(b);
}

/** One clue of an answer as text: "given 5 at r3c4", or the rule's own text with where it was written. */
function clueText(e) {
  if (e.kind === "given") return "given " + e.digit + " at " + e.cell + (e.item ? " (" + shortItem(e.item) + ")" : "");
  return (e.rule || e.keyword) + clueWhere(e);
}

/** Where a rule was written: its import item, its line of pasted text (the server calls that text "<argument>"), or its file place. */
function clueWhere(e) {
  if (e.item) return " (" + shortItem(e.item) + ")";
  if (e.location && e.location.startsWith("<argument>:") && e.line) return " (line " + e.line + ")";
  return e.location ? " (" + e.location + ")" : "";
}

/** An import's item, cut when long: an ISS givens item is every given of the grid, a whole paragraph per clue. */
function shortItem(item) {
  return item.length > 48 ? item.slice(0, 45) + "…" : item;
}

function clueItem(e) {
  const item = document.createElement("li");
  if (e.kind !== "rule") {
    item.textContent = clueText(e);
    return item;
  }
  const code = document.createElement("code");
  code.textContent = e.rule || e.keyword;
  item.append(code, clueWhere(e));
  return item;
}

function para(li, text) {
  const p = document.createElement("p");
  p.textContent = text;
  li.appendChild(p);
  return p;
}

async function repairs(generation) {
  const answer = await answerTo("finding repairs", "/api/explain", { repairs: 2 }, generation);
  if (!answer) return;
  state.repairs = answer;
  const r = answer.repairs;
  if (!r) {
    addAnswer("note", "Repairs: " + answer.status, "The search stopped before the conflict was proved again; nothing to repair yet.");
    return;
  }
  const li = addAnswer("repairs", r.list.length === 0 ? "No repair found" : "Repairs: which clue to fix", "");
  li.id = "repairs";
  if (r.list.length === 0) {
    para(li, "No set of at most " + r.size + " clues whose removal leaves a solution" + (r.cappedBy ? " was found (capped by " + r.cappedBy + ")." : "."));
  } else {
    para(li, (r.size === 1 ? "Remove any ONE of these clues and the puzzle has a solution"
      : "No single clue fixes it. Remove ALL " + r.size + " clues of any one of these sets and the puzzle has a solution")
      + " (numbered orange rings on the grid; unique ones first):");
    const ol = document.createElement("ol");
    for (const x of r.list) {
      const item = document.createElement("li");
      item.className = "repair";
      item.textContent = x.removed.map(clueText).join(" + ") + " → "
        + (x.unique ? "unique" : x.count >= x.countLimit ? x.countLimit + "+ solutions" : x.count < 0 ? "solvable" : x.count + " solutions");
      if (x.uniqueDigits && x.removed.length === 1) {
        const g = x.removed[0];
        para(item, x.uniqueDigits.length > 0
          ? "instead of " + g.digit + ", " + x.uniqueDigits.join(" or ") + " in " + g.cell + " gives a unique puzzle"
          : "no other digit in " + g.cell + " gives a unique puzzle");
      }
      if (x.uniqueTotals && x.removed.length === 1) {
        para(item, x.uniqueTotals.length > 0
          ? "instead of this total, " + x.uniqueTotals.join(" or ") + " gives a unique puzzle"
          : x.solvableTotals.length > 0 ? "no other total gives a unique puzzle (" + x.solvableTotals.join(" or ") + " give solutions)"
          : "no other total gives a solution");
      }
      ol.appendChild(item);
    }
    li.appendChild(ol);
    if (!r.complete) para(li, "The search was capped (" + r.cappedBy + "): there may be more.");
  }
  para(li, r.solverCalls + " solver calls, " + r.millis + " ms.").className = "cost";
  draw();
}

async function ambiguity(generation) {
  const answer = await answerTo("suggesting givens", "/api/ambiguity", null, generation);
  if (!answer) return;
  state.ambiguity = answer;
  if (answer.status !== "multiple") {
    if (answer.status === "timeout" || answer.status === "cancelled") {
      addAnswer("note", "Suggestions not finished", "The search stopped (" + answer.status + ")"
        + (answer.differing.length > 0 ? "; the " + answer.differing.length + " shaded cells differ between solutions." : "."));
    }
    draw();
    return;
  }
  const li = addAnswer("suggest", "Where the solutions differ", "");
  li.id = "ambiguity";
  para(li, "The solutions differ in " + answer.differing.length + " cells (shaded); every other cell is the same in all of them.");
  const shown = answer.capped ? " (showing " + answer.suggestions.length + " of " + answer.suggestionTotal + ")" : "";
  if (answer.suggestions.length > 0) {
    const k = answer.suggestions[0].solutions;
    para(li, answer.unique
      ? (answer.suggestionTotal === 1 ? "This given makes" : "Each of these " + answer.suggestionTotal + " givens alone makes")
        + " the puzzle unique (green rings)" + shown + ". Click one to try it:"
      : "No single given makes it unique; these leave the fewest solutions (" + (k >= answer.countLimit ? "at least " : "") + k
        + " each)" + shown + ". Click one to try it:");
    const row = document.createElement("div");
    row.className = "row wrap suggestions";
    const n = state.puzzle.cols;
    for (const sg of answer.suggestions) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "secondary suggestion";
      b.textContent = sg.cell + " = " + sg.digit;
      const m = /^r(\d+)c(\d+)$/.exec(sg.cell);
      b.addEventListener("click", () => setGiven((+m[1] - 1) * n + (+m[2] - 1), sg.digit));
      row.appendChild(b);
    }
    li.appendChild(row);
  }
  para(li, answer.solverCalls + " solver calls, " + answer.millis + " ms.").className = "cost";
  draw();
}

async function redundant(generation) {
  const answer = await answerTo("finding redundant clues", "/api/redundant", null, generation);
  if (!answer) return;
  state.redundant = answer;
  if (answer.status !== "unique") {
    if (answer.status === "timeout" || answer.status === "cancelled") {
      addAnswer("note", "Redundant clues not finished", "The search stopped (" + answer.status + ")"
        + (answer.redundant.length > 0 ? "; the " + answer.redundant.length + " clues listed so far are redundant." : "."));
    }
    draw();
    return;
  }
  const li = addAnswer("redundant", answer.redundant.length === 0 ? "No redundant clue" : "Redundant clues", "");
  li.id = "redundant";
  if (answer.redundant.length === 0) {
    para(li, "Each of the " + answer.clues + " clues is needed: without any one of them the puzzle has several solutions.");
  } else {
    para(li, answer.redundant.length + " of the " + answer.clues + " clues can each be removed alone, the solution staying unique"
      + " (not necessarily together; dashed purple on the grid):");
    const ul = document.createElement("ul");
    answer.redundant.forEach((e) => ul.appendChild(clueItem(e)));
    li.appendChild(ul);
    if (answer.minimalSet.length > 0) {
      para(li, "A minimal set of " + answer.minimalSet.length + " clues still forces the solution; without any one of them"
        + " there are several (" + answer.order + ").");
    }
  }
  para(li, answer.solverCalls + " solver calls, " + answer.millis + " ms.").className = "cost";
  draw();
}

/** Asks for up to 20 solutions and shows the first, with Previous / Next to step through them. */
async function browseSolutions(generation) {
  const answer = await answerTo("listing solutions", "/api/solutions", { limit: 20 }, generation);
  if (!answer || generation !== state.generation) return;
  state.browse = { list: answer.solutions.map((s) => s.digits), at: 0, exhaustive: answer.exhaustive, status: answer.status };
  const li = $("several");
  if (li && !$("solution-nav")) {
    const nav = document.createElement("div");
    nav.id = "solution-nav";
    nav.className = "row";
    const pos = document.createElement("span");
    pos.id = "solution-pos";
    nav.append(button("solution-prev", "\u2039 Previous", "P", () => browseGo(-1)), pos,
      button("solution-next", "Next \u203a", "N", () => browseGo(1)),
      button("solution-done", "Done", "back to the verdict's marks", () => { state.browse = null; nav.remove(); draw(); }));
    li.appendChild(nav);
    const b = $("browse-solutions");
    if (b) b.remove();
  }
  browseGo(0);
}

function browseGo(step) {
  const b = state.browse;
  if (!b || b.list.length === 0) return;
  b.at = Math.max(0, Math.min(b.list.length - 1, b.at + step));
  const count = b.list.length + (b.exhaustive ? "" : "+");
  const stopped = b.status === "timeout" || b.status === "cancelled" ? " (" + b.status + ")" : "";
  $("solution-pos").textContent = "solution " + (b.at + 1) + " of " + count + stopped
    + (b.list.length > 1 ? "; shaded: changed from the " + (b.at > 0 ? "previous" : "second") : "");
  $("solution-prev").disabled = b.at === 0;
  $("solution-next").disabled = b.at === b.list.length - 1;
  draw();
}

// The puzzle (generation) whose candidates are being asked for. Ticking the box while the page is already
// asking must not ask again: a second question of the same kind cancels the first on the server, which
// then showed "Candidates incomplete" beside the complete answer (slow on 16x16 grids, so seen there).
let candidatesAsked = -1;

async function candidates(generation) {
  if (state.candidates || !state.solve || state.solve.status === "none") return;
  if (candidatesAsked === generation) return; // on their way; draw() shows them when they arrive
  candidatesAsked = generation;
  let answer;
  try {
    answer = await answerTo("candidates", "/api/candidates", { counts: true }, generation);
  } finally {
    if (candidatesAsked === generation) candidatesAsked = -1;
  }
  if (!answer) return;
  state.candidates = answer;
  if (answer.status === "multiple" && answer.counts) {
    const n = answer.solutionCount >= answer.countLimit ? answer.countLimit + " or more" : String(answer.solutionCount);
    addAnswer("candidates", "Candidates: " + n + " solutions",
      "A candidate's colour is how many solutions use it: red in exactly one, orange in a few, grey in "
      + answer.countLimit + " or more. Cell tint: green one candidate, yellow two, orange more.");
  }
  if (answer.status === "timeout" || answer.status === "cancelled") {
    addAnswer("note", "Candidates incomplete", "The search stopped (" + answer.status + "); the digits shown are confirmed, more may exist.");
  }
  draw();
}

async function explain(generation) {
  const answer = await answerTo("explaining", "/api/explain", { repairs: 0 }, generation);
  if (!answer) return;
  state.explain = answer;
  const li = addAnswer("conflict", answer.status === "conflict" ? "Conflicting clues" : "Explain: " + answer.status, "");
  if (answer.status === "conflict") {
    const p = document.createElement("p");
    p.textContent = answer.elements.length === 0
      ? "The grid itself cannot be filled."
      : (answer.elements.length === 1 ? "This clue alone contradicts the grid:" : "These " + answer.elements.length
        + " clues cannot all hold together. The set is minimal: drop any one and the rest of these can hold,"
        + " though the whole puzzle may still have no solution:");
    li.appendChild(p);
    const ul = document.createElement("ul");
    answer.elements.forEach((e) => ul.appendChild(clueItem(e)));
    if (answer.elements.length > 6) {
      // A long list (a dozen cages) would push the repairs, which say what to fix, out of sight.
      const more = document.createElement("details");
      const summary = document.createElement("summary");
      summary.textContent = "the " + answer.elements.length + " clues (shaded red on the grid)";
      more.append(summary, ul);
      li.appendChild(more);
    } else {
      li.appendChild(ul);
    }
  }
  draw();
}

// ---- step by step ------------------------------------------------------------------------------------
//
// The server finds each step (StepFinder, as 'satdoku hint' and 'satdoku steps'); the page keeps the facts
// of the steps applied and sends them with the next question, so a step is always found from the grid shown.

function resetSteps() {
  state.facts = [];
  state.applied = [];
  state.step = null;
  state.path = null;
  state.pathAt = 0;
  state.stepAsk++;
  showStepText(null);
  $("path-summary").hidden = true;
  showStepButtons();
}

function showStepButtons() {
  $("apply").disabled = !state.step || state.path !== null;
  $("undo-step").disabled = state.applied.length === 0 || state.path !== null;
  $("path-nav").hidden = state.path === null;
  if (state.path) {
    const total = state.path.steps.length;
    $("path-pos").textContent = state.pathAt < total ? "step " + (state.pathAt + 1) + " of " + total : "end (" + total + " steps)";
    $("path-prev").disabled = state.pathAt === 0;
    $("path-next").disabled = state.pathAt >= total;
  }
}

/** The step as 'satdoku steps' prints it (what it deduces, how, from which clues, its cost), or a note. */
function showStepText(text, prefix) {
  const p = $("step-text");
  p.hidden = !text;
  p.replaceChildren();
  if (!text) return;
  if (prefix) {
    const b = document.createElement("span");
    b.className = "kind";
    b.textContent = prefix + " ";
    p.appendChild(b);
  }
  p.appendChild(document.createTextNode(text));
}

/** Why a path gave no step: solved, a case split, no unique solution, stopped. */
function noStepText(answer) {
  if (answer.status === "solved") return "Solved: every cell is placed.";
  if (answer.status === "case split") {
    return "The next step needs a case split: its cheapest deduction costs more than " + answer.bound
      + ". Tick \u201cgo on past a case split\u201d to take it anyway.";
  }
  if (answer.message) return answer.message[0].toUpperCase() + answer.message.slice(1) + ".";
  return "No step: the search stopped (" + answer.status + ").";
}

/** A step question about the grid shown; null when superseded (a newer step question, another puzzle). */
async function askSteps(label, path) {
  const ask = ++state.stepAsk, generation = state.generation;
  const answer = await answerTo(label, path, { facts: state.facts, caseSplits: $("case-splits").checked }, generation);
  return answer && ask === state.stepAsk && generation === state.generation ? answer : null;
}

/**
 * Hint: the next step; pressed while a hint is shown, that one is applied first. In the solve path's view,
 * the path's steps before the one shown are applied, and the hints go on from there.
 */
async function hint() {
  if (!state.puzzle) return;
  if (state.path) {
    state.path.steps.slice(0, state.pathAt).forEach((st) => {
      state.facts.push(...st.deduced);
      state.applied.push(st.deduced.length);
    });
    leavePath();
  } else if (state.step) {
    applyStep();
  }
  const answer = await askSteps("finding the next step", "/api/hint");
  if (!answer) return;
  state.step = answer.steps.length > 0 ? answer.steps[0] : null;
  if (state.step) showStepText(state.step.line, "Next step:");
  else showStepText(noStepText(answer));
  showStepButtons();
  draw();
}

function applyStep() {
  if (!state.step || state.path) return;
  state.facts.push(...state.step.deduced);
  state.applied.push(state.step.deduced.length);
  state.step = null;
  state.stepAsk++;
  showStepText(null);
  showStepButtons();
  draw();
}

function undoStep() {
  if (state.applied.length === 0 || state.path) return;
  state.facts.splice(state.facts.length - state.applied.pop());
  state.step = null;
  state.stepAsk++;
  showStepText(null);
  showStepButtons();
  draw();
}

/** The whole path from the grid shown, with its difficulty, to step through. */
async function solvePath() {
  if (!state.puzzle) return;
  if (state.path) leavePath();
  const answer = await askSteps("solving step by step", "/api/steps");
  if (!answer) return;
  const end = { solved: "solved", "case split": "stopped: the next step costs more than " + answer.bound + " (needs a case split)",
    timeout: "timeout after " + answer.steps.length + " steps", cancelled: "cancelled after " + answer.steps.length + " steps" };
  $("path-summary").hidden = false;
  if (answer.status === "none" || answer.status === "multiple") {
    $("path-summary").textContent = noStepText(answer);
    return;
  }
  $("path-summary").textContent = "Solve path: " + (end[answer.status] || answer.status) + "; difficulty: " + answer.difficultyText
    + " (" + answer.millis + " ms, " + answer.solverCalls + " solver calls)";
  state.path = answer;
  state.step = null;
  pathGo(0);
}

function pathGo(k) {
  if (!state.path) return;
  const steps = state.path.steps;
  state.pathAt = Math.max(0, Math.min(k, steps.length));
  state.step = state.pathAt < steps.length ? steps[state.pathAt] : null;
  if (state.step) showStepText(state.step.line, (state.pathAt + 1) + ".");
  else showStepText(noStepText(state.path));
  showStepButtons();
  draw();
}

/** Leaves the path view; the steps applied before it stay. */
function leavePath() {
  state.path = null;
  state.step = null;
  $("path-summary").hidden = true;
  showStepText(null);
  showStepButtons();
  draw();
}

/** The facts drawn as known: those applied, and in the path view the path's steps before the one shown. */
function shownFacts() {
  const out = state.facts.slice();
  if (state.path) state.path.steps.slice(0, state.pathAt).forEach((s) => out.push(...s.deduced));
  return out;
}

/** The deduced placement or eliminations of the step shown, and the cells of the clues and facts that force it. */
function drawStep(under, over, g, box) {
  const step = state.step;
  if (!step) return;
  const n = g.n;
  const deduced = new Set(step.deduced.map((f) => clueCells(f, n)[0]));
  const clues = new Set();
  for (const e of step.elements) clueCells(e, n).forEach((i) => clues.add(i));
  for (const f of step.facts) clues.add(clueCells(f, n)[0]);
  for (const i of clues) {
    if (deduced.has(i)) continue;
    const { x, y } = box(i);
    under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill: "#dbeafe", class: "step-clue" }));
  }
  for (const i of deduced) {
    const { x, y } = box(i);
    under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill: "#bbf7d0", class: "step-cell" }));
    over.appendChild(el("rect", { x: x + 2, y: y + 2, width: g.cell - 4, height: g.cell - 4, fill: "none", stroke: "#15803d",
      "stroke-width": 3, class: "step-outline" }));
  }
  for (const f of step.deduced) {
    const { x, y } = box(clueCells(f, n)[0]);
    if (f.placed) {
      over.appendChild(el("text", { x: x + g.cell / 2, y: y + g.cell / 2, "font-size": valueFont(g.cell, f.digit, 0.62),
        "text-anchor": "middle", "dominant-baseline": "central", fill: "#15803d", "font-weight": 700, class: "step-placed" },
        String(f.digit)));
      continue;
    }
    drawStruck(over, g, x, y, f.digit, "#b91c1c", "step-eliminated");
  }
}

/** A digit ruled out, in its candidate spot of the cell at (x, y), struck through; the line's class is the text's with "-strike". */
function drawStruck(over, g, x, y, digit, colour, cls) {
  const side = Math.ceil(Math.sqrt(g.hi - g.lo + 1)), k = digit - g.lo, s = g.cell / side;
  const cx = x + ((k % side) + 0.5) * s, cy = y + (Math.floor(k / side) + 0.5) * s;
  over.appendChild(el("text", { x: cx, y: cy, "font-size": valueFont(s, digit, 0.78), "text-anchor": "middle",
    "dominant-baseline": "central", fill: colour, class: cls }, String(digit)));
  over.appendChild(el("line", { x1: cx - s * 0.32, y1: cy + s * 0.32, x2: cx + s * 0.32, y2: cy - s * 0.32, stroke: colour,
    "stroke-width": 1.5, class: cls + "-strike" }));
}

// ---- drawing ----------------------------------------------------------------------------------------

function emptyNote(text) {
  const p = document.createElement("p");
  p.className = "empty";
  p.textContent = text;
  return p;
}

/** Puts the server's SVG in the page as a DOM tree (parsed as XML, never run) and finds the grid in it. */
function showBoard(svgText) {
  const doc = new DOMParser().parseFromString(svgText, "image/svg+xml");
  const svg = document.importNode(doc.documentElement, true);
  svg.querySelectorAll("script, foreignObject").forEach((n) => n.remove());
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("role", "img");
  $("board").replaceChildren(svg);
  $("legend").hidden = false;
  draw();
}

/** The grid's square in SVG units, read from the border the renderer draws around it. */
function grid() {
  const svg = $("board").querySelector("svg");
  const border = svg && svg.querySelector("rect.border");
  if (!border || !state.puzzle) return null;
  const x = +border.getAttribute("x"), y = +border.getAttribute("y"), w = +border.getAttribute("width");
  // n is the number of columns (row-major indices), rows the number of rows: grids may be R x C, and
  // their values any range lo..hi (0-based grids hold 0; a 6x8 grid may hold 0..8).
  const n = state.puzzle.cols, rows = state.puzzle.rows;
  const [lo, hi] = state.puzzle.values;
  return { svg, x, y, n, rows, cell: w / n, lo, hi };
}

/** A font size for a value in a square of the given side: two-digit values get a smaller one, so they fit. */
function valueFont(side, value, scale) {
  return side * scale * (String(value).length > 1 ? 0.72 : 1);
}

function el(name, attrs, text) {
  const e = document.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Redraws the marks over the puzzle: cell tints, candidates, the solution, conflicts, the selection. */
function draw() {
  const g = grid();
  if (!g) return;
  let under = g.svg.querySelector("#under"), over = g.svg.querySelector("#overlay");
  if (!under) {
    under = el("g", { id: "under" });
    // Tints go beneath the grid lines and digits, marks above them.
    g.svg.insertBefore(under, g.svg.children[1] || null);
    over = el("g", { id: "overlay" });
    g.svg.appendChild(over);
  }
  under.replaceChildren();
  over.replaceChildren();
  const n = g.n, givens = state.puzzle.givens;
  const showCands = $("show-candidates").checked && state.candidates && state.candidates.candidates;
  const solutions = state.solve ? state.solve.solutions.map((s) => s.digits) : [];
  // The solution drawn in the empty cells: the one being stepped to, else the first when Solution is ticked.
  const browsing = state.browse && state.browse.list.length > 0 ? state.browse : null;
  const shown = browsing ? browsing.list[browsing.at] : $("show-solution").checked && solutions.length > 0 ? solutions[0] : null;
  const showSolution = shown !== null;
  // While stepping, the cells where this solution differs from the one before it (the first: from the second).
  const other = browsing && browsing.list.length > 1 ? browsing.list[browsing.at > 0 ? browsing.at - 1 : 1] : null;
  const box = (i) => ({ x: g.x + (i % n) * g.cell, y: g.y + Math.floor(i / n) * g.cell });
  const placed = new Map(), eliminated = new Map();
  for (const f of shownFacts()) {
    const i = clueCells(f, n)[0];
    if (f.placed) placed.set(i, f.digit);
    else (eliminated.get(i) || eliminated.set(i, []).get(i)).push(f.digit);
  }
  const stepCells = new Set(state.step ? state.step.deduced.map((f) => clueCells(f, n)[0]) : []);

  for (let i = 0; i < g.rows * n; i++) {
    const { x, y } = box(i);
    if (givens[i] === null && showCands) {
      const count = state.candidates.candidates[i].length;
      const fill = count === 1 ? "#dcefdc" : count === 2 ? "#fff3c4" : count > 2 ? "#fde1c8" : null;
      if (fill) under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill, class: "tint" }));
    }
    // Cells where two solutions differ are marked only when the verdict is about the setter's puzzle.
    if (solutions.length > 1 && state.solve.complete !== false && givens[i] === null && solutions[0][i] !== solutions[1][i]) {
      over.appendChild(el("rect", { x: x + 2.5, y: y + 2.5, width: g.cell - 5, height: g.cell - 5, fill: "none",
        stroke: "#d97706", "stroke-width": 3, rx: 3, class: "differ" }));
    }
    if (state.edits["r" + (Math.floor(i / n) + 1) + "c" + (i % n + 1)] !== undefined) {
      over.appendChild(el("circle", { cx: x + g.cell - 8, cy: y + 8, r: 3.5, fill: "#1f5fbf", class: "edited" }));
    }
    if (givens[i] !== null) continue;
    if (placed.has(i)) {
      // A digit placed by an applied step: drawn like a solved digit, in the steps' green.
      over.appendChild(el("text", { x: x + g.cell / 2, y: y + g.cell / 2, "font-size": valueFont(g.cell, placed.get(i), 0.62),
        "text-anchor": "middle", "dominant-baseline": "central", fill: "#0f766e", class: "fact" }, String(placed.get(i))));
      continue;
    }
    if (stepCells.has(i)) continue;
    // Digits ruled out by applied steps: small and grey, struck out in their candidate spots.
    if (!showSolution) for (const d of eliminated.get(i) || []) drawStruck(over, g, x, y, d, "#9ca3af", "fact-eliminated");
    if (showSolution) {
      if (other && other[i] !== shown[i]) {
        under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill: "#FFE3A3", class: "solution-changed" }));
      }
      over.appendChild(el("text", { x: x + g.cell / 2, y: y + g.cell / 2, "font-size": valueFont(g.cell, shown[i], 0.62), "text-anchor": "middle",
        "dominant-baseline": "central", fill: "#1f5fbf", class: "solution" }, String(shown[i])));
    } else if (showCands) {
      drawCandidates(over, g, i, x, y);
    }
  }
  if (state.explain && state.explain.status === "conflict") {
    for (const e of state.explain.elements) {
      if (e.kind !== "given") {
        // A conflicting rule: its cells shaded light red, as render --explain shades them.
        for (const i of clueCells(e, n)) {
          const { x, y } = box(i);
          under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill: "#fbe0e1", class: "conflict-rule" }));
        }
        continue;
      }
      const i = clueCells(e, n)[0];
      const { x, y } = box(i);
      under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill: "#f8c9cb", class: "conflict-fill" }));
      over.appendChild(el("rect", { x: x + 2, y: y + 2, width: g.cell - 4, height: g.cell - 4, fill: "none", stroke: "#c0262d",
        "stroke-width": 3, class: "conflict" }));
    }
  }
  if (state.repairs && state.repairs.repairs) {
    // Each repair's cells ringed in render's repair orange, numbered by rank (1 = best). A cell in several
    // repairs gets one ring and one label listing their ranks, so labels never sit on top of each other.
    const ranks = new Map();
    state.repairs.repairs.list.forEach((r, k) => {
      for (const e of r.removed) {
        for (const i of clueCells(e, n)) {
          if (!ranks.has(i)) ranks.set(i, []);
          if (!ranks.get(i).includes(k + 1)) ranks.get(i).push(k + 1);
        }
      }
    });
    for (const [i, list] of ranks) {
      const { x, y } = box(i);
      over.appendChild(el("circle", { cx: x + g.cell / 2, cy: y + g.cell / 2, r: g.cell * 0.42, fill: "none", stroke: "#F08000",
        "stroke-width": 3, class: "repair" }));
      drawRankBadge(over, g, x, y, list.join(","));
    }
  }
  if (state.ambiguity && state.ambiguity.differing) {
    for (const d of state.ambiguity.differing) {
      const { x, y } = box(clueCells(d, n)[0]);
      under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill: "#FFE3A3", class: "ambiguous" }));
    }
    const byCell = {};
    for (const sg of state.ambiguity.suggestions) (byCell[sg.cell] = byCell[sg.cell] || []).push(sg.digit);
    for (const [cell, digits] of Object.entries(byCell)) {
      const { x, y } = box(clueCells({ cell }, n)[0]);
      over.appendChild(el("circle", { cx: x + g.cell / 2, cy: y + g.cell / 2, r: g.cell * 0.42, fill: "none", stroke: "#1E8C3A",
        "stroke-width": 3, class: "suggested" }));
      // The digits that would each make it unique, inside the ring (unless candidates or the solution fill the cell).
      // Many digits go in rows of up to three, sized to stay inside the ring rather than spill into the next cells.
      if (!($("show-candidates").checked && state.candidates) && !$("show-solution").checked) {
        const per = digits.length > 4 ? 3 : digits.length > 2 ? 2 : digits.length;
        const rows = Math.ceil(digits.length / per);
        const size = g.cell * Math.min(0.3, 0.62 / (rows * 1.15), 0.62 / ((2 * per - 1) * 0.6));
        for (let r = 0; r < rows; r++) {
          over.appendChild(el("text", { x: x + g.cell / 2, y: y + g.cell / 2 + (r - (rows - 1) / 2) * size * 1.15, "font-size": size,
            fill: "#1E8C3A", "text-anchor": "middle", "dominant-baseline": "central", "font-weight": 700, class: "suggested-digit" },
            digits.slice(r * per, (r + 1) * per).join(" ")));
        }
      }
    }
  }
  // While a step is shown its clues are what the grid is about: the dashed redundant marks would hide them.
  if (state.redundant && state.redundant.status === "unique" && !state.step) {
    for (const e of state.redundant.redundant) {
      if (e.kind !== "given") {
        // A redundant rule: each of its cells tinted and dashed in the same purple, so it reads as one clue.
        for (const i of clueCells(e, n)) {
          const { x, y } = box(i);
          under.appendChild(el("rect", { x, y, width: g.cell, height: g.cell, fill: "#ede9fe", class: "redundant-rule" }));
          over.appendChild(el("rect", { x: x + 5, y: y + 5, width: g.cell - 10, height: g.cell - 10, fill: "none", stroke: "#7c3aed",
            "stroke-width": 1.5, "stroke-dasharray": "4 3", rx: 3, class: "redundant-rule" }));
        }
        continue;
      }
      const { x, y } = box(clueCells(e, n)[0]);
      over.appendChild(el("rect", { x: x + 3, y: y + 3, width: g.cell - 6, height: g.cell - 6, fill: "none", stroke: "#7c3aed",
        "stroke-width": 2.5, "stroke-dasharray": "6 4", rx: 4, class: "redundant" }));
    }
  }
  drawStep(under, over, g, box);
  drawSelection(under, over, g, box);
  drawEntry();
}

/**
 * A repair's rank in the cell's bottom left corner (the top left holds cage totals): white bold figures on
 * a filled orange badge with a white edge, drawn over the ring and the cell's digit, so it reads at any
 * grid size.
 */
function drawRankBadge(over, g, x, y, label) {
  const h = g.cell * 0.34, w = Math.max(h, h * 0.62 * label.length + h * 0.3);
  const top = y + g.cell - h - 1.5;
  const group = el("g", { class: "repair-rank" });
  group.appendChild(el("rect", { x: x + 1.5, y: top, width: w, height: h, rx: h / 2, fill: "#c2410c", stroke: "#fff",
    "stroke-width": 1.5 }));
  group.appendChild(el("text", { x: x + 1.5 + w / 2, y: top + h / 2, "font-size": h * 0.78, fill: "#fff", "font-weight": 700,
    "text-anchor": "middle", "dominant-baseline": "central" }, label));
  over.appendChild(group);
}

/** The cells (row-major indices) a clue names: a house's cells, a given's (or a fact's) cell, or every cell written in a rule's native line. */
function clueCells(e, n) {
  const text = Array.isArray(e.cells) ? e.cells.join(" ") : e.cell !== undefined ? e.cell : e.rule || "";
  const out = [];
  for (const m of text.matchAll(/\br(\d+)c(\d+)\b/g)) {
    const r = +m[1] - 1, c = +m[2] - 1;
    if (r >= 0 && c >= 0 && r < state.puzzle.rows && c < n) out.push(r * n + c);
  }
  return out;
}

/** A cell's true candidates as small digits; with solution counts, rarer ones darker (1 = red). */
function drawCandidates(over, g, i, x, y) {
  const c = state.candidates;
  const digits = c.candidates[i];
  // Each value has its own spot in a small square of side x side, the lowest value top left, whatever the
  // range (0..5 on a 4x6 grid, 1..16, 0..8 on a 6x8 grid): a value is always drawn in the same place.
  const side = Math.ceil(Math.sqrt(g.hi - g.lo + 1));
  const counts = c.counts ? c.counts[i] : null;
  if (digits.length === 1 && side <= 4) {
    over.appendChild(el("text", { x: x + g.cell / 2, y: y + g.cell / 2, "font-size": valueFont(g.cell, digits[0], 0.5), "text-anchor": "middle",
      "dominant-baseline": "central", fill: "#1b7f3b", class: "cand fixed" }, String(digits[0])));
    return;
  }
  for (const d of digits) {
    const k = d - g.lo, cx = x + ((k % side) + 0.5) * g.cell / side, cy = y + (Math.floor(k / side) + 0.5) * g.cell / side;
    let fill = "#4b5563";
    if (counts && counts[d] !== undefined && counts[d] >= 0) {
      fill = counts[d] === 1 ? "#c0262d" : counts[d] >= c.countLimit ? "#6b7280" : "#b45309";
    }
    const t = el("text", { x: cx, y: cy, "font-size": valueFont(g.cell / side, d, 0.78), "text-anchor": "middle",
      "dominant-baseline": "central", fill, class: "cand" }, String(d));
    if (counts && counts[d] !== undefined) {
      const title = el("title", {}, d + ": in " + (counts[d] < 0 ? "?" : counts[d] >= c.countLimit ? c.countLimit + "+" : counts[d])
        + " solution" + (counts[d] === 1 ? "" : "s"));
      t.appendChild(title);
    }
    over.appendChild(t);
  }
}

function setVerdict(kind, text, millis) {
  const v = $("verdict");
  v.className = "verdict " + kind;
  v.textContent = text;
  v.title = "";
  if (millis !== undefined) {
    const t = document.createElement("span");
    t.className = "time";
    t.textContent = millis < 1000 ? millis + " ms" : (millis / 1000).toFixed(1) + " s";
    v.appendChild(t);
  }
}

function showError(message) {
  $("error").hidden = !message;
  $("error").textContent = message ? placed(message) : "";
}

/**
 * A message about the pasted text, with the line it names: the command line's "<argument>:2:7: ..." (the
 * name of a puzzle given as text) reads "line 2, column 7: ...", followed by that line of the text.
 */
function placed(message) {
  const m = /^<argument>:(\d+):(\d+): ([\s\S]*)$/.exec(message);
  if (!m) return message;
  const line = state.text.split("\n")[+m[1] - 1];
  return "line " + m[1] + ", column " + m[2] + ": " + m[3] + (line !== undefined && line.trim() ? "\n    " + line.trim() : "");
}

function showWarnings(list) {
  $("warnings-box").hidden = !list || list.length === 0;
  $("warnings").replaceChildren(...(list || []).map((w) => {
    const li = document.createElement("li");
    li.textContent = w;
    return li;
  }));
}

/** The reading of a drawn puzzle, one chooser per element kind; a change re-reads and re-solves. */
function showReading(kinds) {
  $("reading-box").hidden = !kinds || kinds.length === 0;
  $("reading").replaceChildren(...(kinds || []).map((k) => {
    const li = document.createElement("li");
    const label = document.createElement("label");
    label.textContent = k.count + " \u00d7 " + k.kind + " ";
    const select = document.createElement("select");
    select.dataset.kind = k.kind;
    if (k.readAs === null) {
      const none = document.createElement("option");
      none.value = "";
      none.textContent = "(not read)";
      select.appendChild(none);
    }
    for (const c of k.choices) {
      const o = document.createElement("option");
      o.value = c;
      o.textContent = c;
      select.appendChild(o);
    }
    select.value = k.readAs === null ? "" : k.readAs;
    select.title = k.because;
    select.addEventListener("change", () => {
      const read = Object.assign({}, state.read);
      if (select.value === "") delete read[k.kind];
      else read[k.kind] = select.value;
      commit({ text: state.text, edits: Object.assign({}, state.edits), read });
    });
    label.appendChild(select);
    li.appendChild(label);
    const why = document.createElement("span");
    why.className = "why";
    why.textContent = " " + k.because;
    li.appendChild(why);
    return li;
  }));
}

function showEdits() {
  const keys = Object.keys(state.edits);
  $("edits-box").hidden = keys.length === 0;
  $("edits-list").textContent = keys.map((k) => k + (state.edits[k] === null ? " cleared" : " = " + state.edits[k])).join(", ");
}

function clearAnswers() {
  $("answers").replaceChildren();
}

function addAnswer(kind, title, text) {
  const li = document.createElement("li");
  li.className = kind;
  const h = document.createElement("h3");
  h.textContent = title;
  li.appendChild(h);
  if (text) {
    const p = document.createElement("p");
    p.style.margin = "0";
    p.textContent = text;
    li.appendChild(p);
  }
  $("answers").appendChild(li);
  return li;
}

// ---- what-if ------------------------------------------------------------------------------------------

/** The what-if key of a cell (row-major index): "r1c2". */
function cellKey(index) {
  const n = state.puzzle.cols;
  return "r" + (Math.floor(index / n) + 1) + "c" + (index % n + 1);
}

function setGiven(index, digit) {
  const key = cellKey(index), edits = Object.assign({}, state.edits);
  if (digit === state.base[index]) delete edits[key];
  else edits[key] = digit;
  commitEdits(edits);
}

function onKey(event) {
  // Keys typed into a text field are its own; a focused checkbox (just ticked) or button does not take digits.
  const inText = event.target instanceof HTMLTextAreaElement
    || (event.target instanceof HTMLInputElement && !["checkbox", "radio", "button", "file"].includes(event.target.type));
  if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
    event.preventDefault();
    check(true);
    return;
  }
  if (setterKey(event, inText)) return;
  if (event.key === "Escape") {
    dropEntry();
    cancel();
    return;
  }
  if (inText || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === "?") {
    $("keys").open = !$("keys").open;
    return;
  }
  if (event.key === "c" || event.key === "C") { toggle("show-candidates"); return; }
  if (event.key === "s" || event.key === "S") { toggle("show-solution"); return; }
  if (event.key === "h" || event.key === "H") { hint(); return; }
  if (event.key === "a" || event.key === "A") { applyStep(); return; }
  if (state.browse && (event.key === "n" || event.key === "N")) { browseGo(1); return; }
  if (state.browse && (event.key === "p" || event.key === "P")) { browseGo(-1); return; }
  if (event.key === "PageDown" && state.path) { event.preventDefault(); pathGo(state.pathAt + 1); return; }
  if (event.key === "PageUp" && state.path) { event.preventDefault(); pathGo(state.pathAt - 1); return; }
  if (!state.puzzle) return;
  const n = state.puzzle.cols, rows = state.puzzle.rows;
  const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  if (moves[event.key]) {
    event.preventDefault();
    if (state.selected < 0) selectCell(0, false);
    else {
      const r = (Math.floor(state.selected / n) + moves[event.key][0] + rows) % rows;
      const c = (state.selected % n + moves[event.key][1] + n) % n;
      // Shift+arrow extends the selection (a line drawn with the keys), as shift-click does.
      selectCell(r * n + c, event.shiftKey);
    }
    return;
  }
  if (state.selected < 0) return;
  if (/^[0-9]$/.test(event.key)) {
    typeDigit(event.key);
  } else if (event.key === "Enter" && entry.text) {
    event.preventDefault();
    commitEntry();
  } else if (event.key === "Delete" || event.key === "Backspace") {
    event.preventDefault();
    dropEntry();
    setGiven(state.selected, null);
  }
}

// ---- typing values --------------------------------------------------------------------------------------
//
// Values go up to 25 and may start at 0, so one key is not always one value. Digits typed in a row build a
// number: it is entered as soon as no further digit could make another value of the grid (on 1..9 every
// key at once; on 1..16 a 2 at once, a 1 after a short pause or when a second digit or Enter follows). A
// leading 0 is the value 0 on grids holding it, and clears the cell on the others, as before.

const ENTRY_PAUSE_MS = 900;
const entry = { text: "", cell: -1, timer: null };

function isValue(text) {
  const [lo, hi] = state.puzzle.values;
  return text === String(+text) && +text >= lo && +text <= hi;
}

/** Whether some value of the grid is written as text followed by more digits. */
function canGrow(text) {
  const [lo, hi] = state.puzzle.values;
  if (text === "0") return false; // no value is written with a leading 0
  for (let v = Math.max(lo, 10); v <= hi; v++) if (String(v).length > text.length && String(v).startsWith(text)) return true;
  return false;
}

function typeDigit(key) {
  const [lo] = state.puzzle.values;
  if (entry.cell !== state.selected) dropEntry();
  let text = entry.text + key;
  if (!isValue(text) && !canGrow(text)) text = key; // "17" on 1..16: the 7 starts a new value
  clearTimeout(entry.timer);
  entry.text = "";
  if (text === "0" && lo > 0) { drawEntry(); setGiven(state.selected, null); return; }
  if (!canGrow(text)) {
    drawEntry();
    if (isValue(text)) setGiven(state.selected, +text);
    return;
  }
  entry.text = text;
  entry.cell = state.selected;
  entry.timer = setTimeout(commitEntry, ENTRY_PAUSE_MS);
  drawEntry();
}

function commitEntry() {
  const text = entry.text, cell = entry.cell;
  dropEntry();
  if (text && cell >= 0 && isValue(text)) setGiven(cell, +text);
}

function dropEntry() {
  clearTimeout(entry.timer);
  entry.timer = null;
  const had = entry.text !== "";
  entry.text = "";
  entry.cell = -1;
  if (had) drawEntry();
}

/** The number being typed, shown in its cell until it is entered. */
function drawEntry() {
  const g = grid();
  if (!g) return;
  g.svg.querySelectorAll(".entry").forEach((e) => e.remove());
  if (!entry.text || entry.cell < 0) return;
  const x = g.x + (entry.cell % g.n) * g.cell, y = g.y + Math.floor(entry.cell / g.n) * g.cell;
  const over = g.svg.querySelector("#overlay");
  over.appendChild(el("rect", { x: x + 3, y: y + 3, width: g.cell - 6, height: g.cell - 6, fill: "#fff", "fill-opacity": 0.9,
    class: "entry" }));
  over.appendChild(el("text", { x: x + g.cell / 2, y: y + g.cell / 2, "font-size": g.cell * 0.5, "text-anchor": "middle",
    "dominant-baseline": "central", fill: "#1f5fbf", "font-style": "italic", class: "entry" }, entry.text + "…"));
}

/** Buttons for every value of the grid under the board: what the mouse uses, and a list of what can be typed. */
function showPad() {
  const pad = $("pad");
  if (!state.puzzle) { pad.hidden = true; return; }
  const [lo, hi] = state.puzzle.values;
  const buttons = [];
  for (let v = lo; v <= hi; v++) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "secondary value";
    b.dataset.value = v;
    b.textContent = String(v);
    buttons.push(b);
  }
  const clear = document.createElement("button");
  clear.type = "button";
  clear.className = "secondary clear";
  clear.dataset.value = "";
  clear.textContent = "Clear";
  clear.title = "Delete";
  buttons.push(clear);
  pad.replaceChildren(...buttons);
  pad.hidden = false;
}

function onPad(event) {
  const b = event.target.closest("button");
  if (!b || !state.puzzle) return;
  if (state.selected < 0) { showError("Select a cell first (click it or use the arrow keys)."); return; }
  dropEntry();
  setGiven(state.selected, b.dataset.value === "" ? null : +b.dataset.value);
  $("board").focus();
}

function toggle(id) {
  $(id).checked = !$(id).checked;
  $(id).dispatchEvent(new Event("change"));
}

// ---- export -------------------------------------------------------------------------------------------

let lastExport = null;

/** Export needs a puzzle that reads: the buttons are off while it does not. */
function showExports() {
  document.querySelectorAll("#export button[data-export], #export-svg, #export-png").forEach((b) => { b.disabled = !state.puzzle; });
}

async function exportAs(format) {
  if (!state.text.trim() || !state.puzzle) return;
  try {
    const answer = await api("/api/export", { format });
    lastExport = answer;
    $("export-box").hidden = false;
    $("export-text").value = answer.text.length > 200000 ? answer.text.slice(0, 200000) + "\n… (Download has all of it)" : answer.text;
    if (answer.dropped && answer.dropped.length) showWarnings((state.puzzle.warnings || []).concat(answer.dropped.map((d) => "left out of the export: " + d)));
    if (format === "dimacs") download(answer.text, answer.filename, "text/plain");
  } catch (e) {
    showError(e.message);
  }
}

function download(content, filename, type) {
  const url = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** The picture as shown, marks included. */
function shownSvg() {
  const svg = $("board").querySelector("svg");
  if (!svg) return null;
  const copy = svg.cloneNode(true);
  copy.querySelectorAll(".selected").forEach((n) => n.remove());
  const vb = svg.viewBox.baseVal;
  copy.setAttribute("width", vb.width);
  copy.setAttribute("height", vb.height);
  return { text: new XMLSerializer().serializeToString(copy), width: vb.width, height: vb.height };
}

function exportSvg() {
  const s = shownSvg();
  if (s) download(s.text, "puzzle.svg", "image/svg+xml");
}

function exportPng() {
  const s = shownSvg();
  if (!s) return;
  const img = new Image();
  img.onload = () => {
    const canvas = document.createElement("canvas");
    canvas.width = s.width * 2;
    canvas.height = s.height * 2;
    const ctx = canvas.getContext("2d");
    ctx.scale(2, 2);
    ctx.drawImage(img, 0, 0);
    canvas.toBlob((blob) => download(blob, "puzzle.png", "image/png"));
  };
  img.src = URL.createObjectURL(new Blob([s.text], { type: "image/svg+xml" }));
}

// ---- wiring -------------------------------------------------------------------------------------------

function loadFile(file) {
  const reader = new FileReader();
  reader.onload = () => {
    $("puzzle-input").value = reader.result;
    state.source = file.name;
    check(true);
  };
  reader.readAsText(file);
}

document.addEventListener("DOMContentLoaded", () => {
  fetch("/api/limits").then((r) => r.json()).then((l) => { state.limits = l; }).catch(() => { /* the notes go without the figure */ });
  $("check").addEventListener("click", () => { state.source = null; check(true); });
  $("puzzle-input").addEventListener("paste", () => setTimeout(() => { state.source = null; check(true); }, 0));
  $("file").addEventListener("change", (e) => { if (e.target.files[0]) loadFile(e.target.files[0]); });
  $("cancel").addEventListener("click", cancel);
  $("reset-edits").addEventListener("click", () => commitEdits({}));
  $("show-candidates").addEventListener("change", () => {
    if ($("show-candidates").checked && !state.candidates) candidates(state.generation);
    draw();
  });
  $("show-solution").addEventListener("change", draw);
  $("pad").addEventListener("click", onPad);
  $("hint").addEventListener("click", hint);
  $("apply").addEventListener("click", applyStep);
  $("undo-step").addEventListener("click", undoStep);
  $("solve-path").addEventListener("click", solvePath);
  $("path-prev").addEventListener("click", () => pathGo(state.pathAt - 1));
  $("path-next").addEventListener("click", () => pathGo(state.pathAt + 1));
  document.querySelectorAll("[data-export]").forEach((b) => b.addEventListener("click", () => exportAs(b.dataset.export)));
  $("export-svg").addEventListener("click", exportSvg);
  $("export-png").addEventListener("click", exportPng);
  $("copy").addEventListener("click", () => navigator.clipboard && navigator.clipboard.writeText($("export-text").value));
  $("download").addEventListener("click", () => lastExport && download(lastExport.text, lastExport.filename, lastExport.mediaType));
  document.addEventListener("keydown", onKey);
  document.addEventListener("dragover", (e) => e.preventDefault());
  document.addEventListener("drop", (e) => {
    e.preventDefault();
    if (e.dataTransfer.files.length > 0) loadFile(e.dataTransfer.files[0]);
    else {
      const text = e.dataTransfer.getData("text/plain");
      if (text) { $("puzzle-input").value = text; state.source = null; check(true); }
    }
  });
});
