// The page of `referee serve` (docs/browser.md): shows what the server sends and sends back the person's
// choices. It knows nothing per card and judges nothing: the server sends each question with its legal
// answers, computed by the referee's own legality; the page only lets the person pick one of them.
// Everything shown is set with textContent (never parsed as HTML).

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const state = { choices: null, board: null, ask: null, selection: [], facts: {}, deadline: 0 };

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function fact(card) {
  return state.facts[card] || { title: card, cost: "", types: [], text: "" };
}

// A cost as printed: coins, and P for a Potion (Alchemy): "4", "2P", "P".
function costText(coins, potion) {
  if (coins === "") return "";
  return potion ? (coins ? `${coins}P` : "P") : String(coins);
}

function cardNode(card, { tag = "div", count, extra, cost } = {}) {
  const info = fact(card);
  const node = element(tag, ["card", ...info.types, extra || ""].join(" ").trim());
  if (tag === "button") node.type = "button";
  node.append(element("span", "name", info.title));
  const coins = cost === undefined ? info.cost : cost;
  if (coins !== "") node.append(element("span", "cost", costText(coins, info.potion)));
  if (info.debt) node.append(element("span", "cost debt", `${info.debt}D`));
  if (count !== undefined) node.append(element("span", "count", `${count} left`));
  node.title = info.text || info.title;
  node.dataset.card = card;
  if (count === 0) node.classList.add("empty");
  return node;
}

// ---- the connection -----------------------------------------------------------------------------------

const query = new URLSearchParams();
if (params.get("token")) query.set("token", params.get("token"));
if (params.get("seat")) query.set("seat", params.get("seat"));
const socket = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/browser?${query}`);

socket.addEventListener("open", () => { $("status").textContent = "connected"; });
socket.addEventListener("close", () => { $("status").textContent = "disconnected from the server"; });
socket.addEventListener("message", (event) => {
  const message = JSON.parse(event.data);
  const handler = handlers[message.type];
  if (handler) handler(message);
});

function send(message) {
  socket.send(JSON.stringify(message));
}

const handlers = {
  choices(message) {
    state.choices = message;
    Object.assign(state.facts, message.cards);
    if (!params.get("seat")) showCreate();
  },
  seated(message) {
    const url = new URL(location.href);
    url.search = "";
    url.searchParams.set("seat", message.seat);
    history.replaceState(null, "", url);
    $("create").hidden = true;
    $("table").hidden = false;
    const links = $("links");
    links.replaceChildren();
    for (const link of message.links) {
      const address = new URL(location.href);
      address.search = `?seat=${encodeURIComponent(link.seat)}`;
      links.append(element("p", "", `Seat of ${link.name}: send this link to the person who plays it: ${address}`));
    }
    if (message.remote) {
      // The table waits for its remote players: DominAI clients that connect to the table's own address.
      const scheme = location.protocol === "https:" ? "wss:" : "ws:";
      const address = `${scheme}//${location.host}${message.remote.path}`;
      const waiting = element("p", "remote", `The game starts when ${message.remote.seats} remote player(s) ` +
        `have joined at ${address}?name=NAME, e.g.: python -m players.remote ${address} --strategy big_money`);
      waiting.id = "remote";
      links.append(waiting);
    }
  },
  board(message) {
    // The log and the card facts come as what is new since the last board (whole when the seat opens).
    const log = message.log_whole || !state.board ? message.log : [...state.board.log, ...message.log];
    state.board = { ...message, log: log.slice(-200) };
    Object.assign(state.facts, message.cards);
    if (message.turn || message.hand.length) $("remote")?.remove(); // the remote players joined: the game is on
    $("create").hidden = true;
    $("table").hidden = false;
    renderBoard();
    renderAsk();
  },
  ask(message) {
    state.ask = message;
    state.selection = [];
    state.deadline = Date.now() + message.limit * 1000;
    renderBoard();
    renderAsk();
  },
  result(message) {
    state.ask = null;
    renderAsk();
    $("result").hidden = false;
    const body = $("result-table").tBodies[0];
    body.replaceChildren();
    for (const player of [...message.players].sort((a, b) => a.rank - b.rank)) {
      const row = body.insertRow();
      for (const value of [player.rank, player.name, player.score, player.ejection || ""]) {
        row.insertCell().textContent = String(value);
      }
    }
    $("result-end").textContent = `The game ended after ${message.turns} turns (${message.end}).`;
    $("result-replay").textContent = message.replay;
    $("status").textContent = message.winners.length ? `won by ${message.winners.join(", ")}` : "game over";
    renderBoard();
    $("result").scrollIntoView();
  },
  error(message) {
    const target = $("create").hidden ? $("ask-error") : $("create-error");
    target.textContent = message.message;
    $("status").textContent = message.message;
  },
};

// ---- creating a table ---------------------------------------------------------------------------------

function version() {
  return Number($("version").value || state.choices.version);
}

function seatSelect() {
  const select = element("select");
  // A v1-v4 table plays the base game: a strategy needing another set's card is offered at v5 tables only.
  const strategies = state.choices.strategies.filter((s) => s.version <= Math.max(version(), 4));
  const groups = [
    ["reference players", Object.entries(state.choices.reference).map(([name, text]) => ["reference", name, `${name}: ${text}`])],
    // The server offers only the strategy files a table of the page can seat, each with the cards its file
    // needs: a random kingdom is drawn holding them, a kingdom of cards ticked must hold them.
    ["strategy files", strategies.map(({ name, needs }) =>
      ["strategy", name, needs.length ? `${name} (needs ${needs.join(", ")})` : name])],
    ["programs of --program", state.choices.programs.map((name) => ["program", name, name])],
    ["people", [["person", "", "another person (gets a link)"]]],
    ["remote players", [["remote", "", "a remote player (a DominAI client joins at the table's address)"]]],
  ];
  for (const [label, entries] of groups) {
    if (!entries.length) continue;
    const group = element("optgroup");
    group.label = label;
    for (const [kind, name, text] of entries) {
      const option = element("option", "", text);
      option.value = `${kind}:${name}`;
      group.append(option);
    }
    select.append(group);
  }
  return select;
}

function addSeat() {
  const seats = $("seats");
  if (seats.children.length >= 3) return;
  const row = element("div", "player-row");
  row.append(element("strong", "", `Seat ${seats.children.length + 2}:`), seatSelect());
  seats.append(row);
}

function showCreate() {
  $("create").hidden = false;
  const versions = $("version");
  const words = { 5: " (every set)", 4: " (the whole base game)" };
  versions.replaceChildren(...state.choices.versions.map((v) => {
    const option = element("option", "", `v${v}${words[v] || ""}`);
    option.value = String(v);
    return option;
  }));
  versions.value = String(state.choices.version);
  $("limit").textContent = `You have ${state.choices.person_timeout} s for each move or decision; a seat that ` +
    "does not answer in time is ejected and the game goes on.";
  if (!$("seats").children.length) addSeat();
  showVersion();
}

// The sets a v4 or v5 table draws from, ticked; the kingdom cards of those sets; the constraints they can
// meet (a category none of their cards is in is not offered, and no count above the cards there are).
function showVersion() {
  const v = version();
  for (const old of $("seats").querySelectorAll("select")) {
    const fresh = seatSelect();
    if ([...fresh.options].some((o) => o.value === old.value)) fresh.value = old.value;
    old.replaceWith(fresh);
  }
  $("kingdom-choice").hidden = v < 4;
  const sets = $("sets");
  sets.replaceChildren(...state.choices.sets.filter((set) => set.versions.includes(v)).map((set) => {
    const label = element("label");
    const box = element("input");
    Object.assign(box, { type: "checkbox", value: set.name, checked: true });
    box.addEventListener("change", showSets);
    label.append(box, ` ${set.title}`);
    return label;
  }));
  const elsewhere = state.choices.strategies.filter((s) => s.version > Math.max(v, 4));
  const note = $("strategy-note");
  note.replaceChildren();
  if (elsewhere.length) {
    // Short by default: the strategies left out, with the cards of other sets they need, on demand.
    const details = element("details");
    const versions = [...new Set(elsewhere.map((s) => s.version))].sort().map((n) => `v${n}`);
    details.append(
      element("summary", "", `Strategy files play a kingdom holding the cards they need; ${elsewhere.length} ` +
        `more need cards of other sets, which a table of this version (v${v}) does not have: choose ` +
        `${versions.join(" or ")} to seat them.`),
      element("span", "", elsewhere.map(({ name, needs }) => `${name} (needs ${needs.join(", ")})`).join("; ")),
    );
    note.append(details);
  }
  showSets();
}

function chosenSets() {
  return [...$("sets").querySelectorAll("input:checked")].map((box) => box.value);
}

function showSets() {
  const sets = new Set(chosenSets());
  const cards = state.choices.kingdom.filter((k) => k.sets.some((set) => sets.has(set)));
  const ticked = new Set([...$("kingdom-cards").querySelectorAll("input:checked")].map((box) => box.value));
  $("kingdom-cards").replaceChildren(...cards.map(({ card }) => {
    const label = element("label");
    const box = element("input");
    Object.assign(box, { type: "checkbox", value: card, checked: ticked.has(card) });
    const info = fact(card);
    label.title = info.text || info.title;
    label.append(box, ` ${info.title} (${costText(info.cost, info.potion)})`);
    return label;
  }));
  const counts = Object.fromEntries(state.choices.categories.map((category) => [category, 0]));
  for (const { categories } of cards) for (const category of categories) counts[category] += 1;
  const old = Object.fromEntries([...$("kingdom-draw").querySelectorAll("input")].map((i) => [i.dataset.category, i.value]));
  $("kingdom-draw").replaceChildren(...state.choices.categories.filter((c) => counts[c] > 0).map((category) => {
    const label = element("label", "", ` ${category} `);
    const count = element("input");
    const most = Math.min(10, counts[category]);
    Object.assign(count, { type: "number", min: "0", max: String(most), value: String(Math.min(most, Number(old[category] || 0))), size: 2 });
    count.dataset.category = category;
    label.title = `${counts[category]} card(s) of the sets chosen`;
    label.append(count);
    return label;
  }));
}

$("add-seat").addEventListener("click", addSeat);
$("version").addEventListener("change", showVersion);
$("remove-seat").addEventListener("click", () => {
  const seats = $("seats");
  if (seats.children.length > 1) seats.lastChild.remove();
});
$("create-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const players = [{ kind: "person", name: $("name").value }];
  for (const select of $("seats").querySelectorAll("select")) {
    const [kind, name] = select.value.split(":");
    players.push({ kind, name });
  }
  // A v1-v3 table plays its version's own kingdom (the kingdom's choices are hidden).
  const how = version() < 4 ? "random" : document.querySelector("input[name=kingdom]:checked").value;
  let kingdom = "random";
  if (how === "named") kingdom = [...$("kingdom-cards").querySelectorAll("input:checked")].map((box) => box.value);
  if (how === "drawn") {
    const counts = [...$("kingdom-draw").querySelectorAll("input")].map((i) => [i.dataset.category, Number(i.value)]);
    kingdom = { at_least: Object.fromEntries(counts), reaction_if_attack: $("reaction-if-attack").checked };
  }
  const table = { players, version: version(), kingdom };
  if (version() >= 4) table.sets = chosenSets();
  send({ type: "create", table });
});

// ---- the table ----------------------------------------------------------------------------------------

function choiceFor(group, card) {
  if (!state.ask || state.ask.mode !== "move") return -1;
  return state.ask.choices.findIndex((c) => c.group === group && c.card === card);
}

// A card's button, lit and answering the move when it is the move's choice `index` (-1: none).
function offer(node, index) {
  node.disabled = index < 0;
  if (index >= 0) {
    node.classList.add("live");
    node.addEventListener("click", () => answer({ choice: index }));
  }
  return node;
}

function renderBoard() {
  const board = state.board;
  if (!board) return;
  const over = !$("result").hidden;
  const whose = over ? "Game over" : board.turn === board.me ? "Your turn" : board.turn ? `${board.turn}'s turn` : "Waiting";
  const me = board.me === "you" ? "" : ` (you are ${board.me})`;
  $("turn").textContent = `${whose} · players in turn order: ${board.players.join(", ")}${me}`;
  const counters = $("counters");
  counters.replaceChildren(
    element("span", "", `actions ${board.actions}`),
    element("span", "", `buys ${board.buys}`),
    element("span", "", `coins ${board.coins}`),
  );
  // v5: potions, and the seat's own tokens (the others' are beside their cards in play).
  const mine = board.seats.find((seat) => seat.name === board.me);
  if (board.seats.length) counters.append(element("span", "", `potions ${board.potions}`));
  if (mine && mine.coffers) counters.append(element("span", "", `Coffers ${mine.coffers}`));
  if (mine && mine.vp) counters.append(element("span", "", `VP tokens ${mine.vp}`));
  if (board.trade_route) counters.append(element("span", "", `Trade Route mat ${board.trade_route}`));
  if (board.debt[board.me]) counters.append(element("span", "", `debt ${board.debt[board.me]}`));
  const supply = $("supply");
  supply.replaceChildren(...board.supply.map((pile) => {
    const index = choiceFor("buy", pile.card);
    const node = cardNode(pile.card, { tag: "button", count: pile.count, cost: pile.cost });
    const tokens = board.tokens[pile.card] || [];
    if (tokens.length) node.append(element("span", "tokens", `tokens: ${tokens.join(", ")}`));
    // v6: VP and debt tokens on the pile (Aqueduct, Defiled Shrine, a Gathering card; Tax).
    if (board.vp_piles[pile.card]) node.append(element("span", "tokens", `${board.vp_piles[pile.card]} VP`));
    if (board.debt_piles[pile.card]) node.append(element("span", "tokens", `${board.debt_piles[pile.card]} debt`));
    if (board.banned.includes(pile.card)) {
      node.classList.add("banned");
      node.title = `may not be bought now · ${node.title}`;
    }
    return offer(node, index);
  }));
  // v6: the game's events (bought with a buy, as a card is) and landmarks with the VP tokens on them.
  const events = board.events.map((name) => {
    const index = choiceFor("buy", name);
    const node = cardNode(name, { tag: "button" });
    return offer(node, index);
  });
  const landmarks = Object.entries(board.landmarks).map(([name, vp]) => {
    const node = cardNode(name);
    if (vp) node.append(element("span", "tokens", `${vp} VP`));
    return node;
  });
  $("landscapes").replaceChildren(...events, ...landmarks);
  const inPlay = $("in-play");
  inPlay.replaceChildren();
  for (const name of board.players) {
    const row = element("div", "player-row");
    row.append(element("strong", "", name === board.me ? "you" : name));
    const cards = element("span", "cards small");
    cards.style.display = "inline-flex";
    for (const card of board.in_play[name] || []) cards.append(cardNode(card));
    row.append(cards);
    // v5: what stays in play from earlier turns, the mats and the tokens of each seat (all public).
    const seat = board.seats.find((s) => s.name === name);
    if (seat) {
      if (seat.durations.length) {
        const durations = element("span", "cards small durations");
        durations.append(element("span", "label", "from earlier turns:"), ...seat.durations.map((card) => cardNode(card, { extra: "lasting" })));
        row.append(durations);
      }
      const notes = [];
      for (const [mat, held] of Object.entries(seat.mats)) {
        notes.push(`${mat} mat: ${held.length ? held.map((c) => fact(c).title).join(", ") : "(face down)"}`);
      }
      if (seat.vp) notes.push(`${seat.vp} VP tokens`);
      if (seat.coffers) notes.push(`${seat.coffers} Coffers`);
      if (seat.pirate_ship) notes.push(`Pirate Ship ${seat.pirate_ship}`);
      if (board.debt[name]) notes.push(`${board.debt[name]} debt`);
      const tavern = board.tavern[name] || [];
      if (tavern.length) notes.push(`Tavern mat: ${tavern.map((c) => fact(c).title).join(", ")}`);
      if (notes.length) row.append(element("span", "note seat-notes", notes.join(" · ")));
    }
    inPlay.append(row);
  }
  const beside = {};
  for (const card of board.non_supply) beside[card] = (beside[card] || 0) + 1;
  $("non-supply").textContent = Object.keys(beside).length
    ? `Beside the supply: ${Object.entries(beside).map(([card, n]) => `${fact(card).title} ×${n}`).join(", ")}` : "";
  $("trash").replaceChildren(...board.trash.map((card) => cardNode(card)));
  const log = $("log");
  log.replaceChildren(...board.log.map((line) => element("li", "", line)));
  log.scrollTop = log.scrollHeight;
  $("hand").replaceChildren(...board.hand.map((card) => {
    let index = choiceFor("act", card);
    if (index < 0) index = choiceFor("add", card);
    const node = cardNode(card, { tag: "button" });
    return offer(node, index);
  }));
  const aside = board.aside.length ? ` · set aside: ${board.aside.map((c) => fact(c).title).join(", ")}` : "";
  const top = board.discard_top ? ` (top: ${fact(board.discard_top).title})` : "";
  $("piles").textContent = `deck ${board.deck} cards · discard ${board.discards} cards${top}${aside}`;
}

function answer(fields) {
  if (!state.ask) return;
  send({ type: "answer", ask: state.ask.ask, ...fields });
  state.ask = null;
  renderAsk();
  renderBoard();
}

function canonical(cards) {
  const order = state.ask.options;
  return [...cards].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function legal(selection) {
  const ask = state.ask;
  if (ask.answers === null) return selection.length >= ask.min && selection.length <= ask.max;
  const key = JSON.stringify(canonical(selection));
  return ask.answers.some((a) => JSON.stringify(a) === key);
}

function button(label, key, action) {
  const node = element("button");
  node.type = "button";
  node.append(label + " ");
  if (key) node.append(element("kbd", "", key));
  node.addEventListener("click", action);
  node.dataset.key = key || "";
  return node;
}

function renderAsk() {
  const ask = state.ask;
  const panel = $("ask");
  panel.hidden = !ask;
  if (!ask) return;
  // What is asked, for people's tools and the tests: the question's number, kind and card.
  panel.dataset.ask = String(ask.ask);
  panel.dataset.kind = ask.kind || ask.mode;
  panel.dataset.card = ask.card || "";
  panel.dataset.mode = ask.mode;
  panel.dataset.ordered = String(Boolean(ask.ordered));
  $("ask-title").textContent = ask.title;
  $("ask-prompt").textContent = ask.prompt;
  $("ask-error").textContent = ask.error || "";
  const options = $("ask-options");
  const buttons = $("ask-buttons");
  options.replaceChildren();
  buttons.replaceChildren();
  if (ask.mode === "move" || ask.mode === "pick") {
    let numbered = 0;
    ask.choices.forEach((choice, index) => {
      if (ask.mode === "move" && (choice.group === "buy" || choice.group === "add")) return;
      const special = { clean: "e", treasures: "t" }[choice.group];
      const key = special || (numbered < 9 ? String(++numbered) : "");
      buttons.append(button(choice.label, key, () => answer({ choice: index })));
    });
  } else {
    Object.assign(state.facts, ask.cards);
    const taken = state.selection;
    ask.options.forEach((card, index) => {
      const node = cardNode(card, { tag: "button" });
      const chosen = taken.includes(index);
      node.classList.toggle("chosen", chosen);
      node.classList.add("live");
      node.addEventListener("click", () => {
        if (ask.max === 1 && ask.min === 1) { answer({ cards: [card] }); return; }
        state.selection = chosen ? taken.filter((i) => i !== index) : [...taken, index];
        renderAsk();
      });
      options.append(node);
    });
    const cards = taken.map((i) => ask.options[i]);
    const order = ["topdeck", "discard"].includes(ask.kind) ? "first chosen on top" : "in the order chosen";
    const done = button(`Done (${cards.length} chosen${ask.ordered && cards.length > 1 ? `, ${order}` : ""})`, "Enter", () => answer({ cards }));
    done.disabled = !legal(cards);
    buttons.append(done);
  }
  if (ask.back) buttons.append(button("Back", "Escape", () => answer({ back: true })));
}

document.addEventListener("keydown", (event) => {
  if (!state.ask || event.target.tagName === "INPUT" || event.target.tagName === "SELECT") return;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const match = [...$("ask-buttons").querySelectorAll("button")].find((b) => b.dataset.key === key && !b.disabled);
  if (match) {
    event.preventDefault();
    match.click();
  }
});

setInterval(() => {
  if (!state.ask) return;
  const left = Math.max(0, Math.round((state.deadline - Date.now()) / 1000));
  $("status").textContent = `${left} s left to answer`;
}, 1000);
