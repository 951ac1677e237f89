// A Node player that dies of a TypeError at its first message that begins with argument 1 (default
// "(move (", a move): a student's bug, deep in a function, its stderr Node's heading, frames and footer.
const readline = require("readline");

const trigger = process.argv[2] || "(move (";

function firstCard(hand) {
  return hand.cards[0]; // `hand` is undefined: TypeError
}

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  if (line.startsWith(trigger)) {
    firstCard(undefined);
  }
});
