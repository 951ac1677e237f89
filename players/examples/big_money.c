/* big_money.c: a Dominion player in C that plays every protocol version, v1 to v4.
 *
 * Build and play (docs/writing-a-player.md, "A player in C"):
 *
 *     gcc -std=c99 -O2 -Wall -Wextra -o big_money players/examples/big_money.c
 *     referee --protocol 4 --kingdom random ./big_money "python -m players.witch_money"
 *
 * How it plays (big money):
 *   (move STATE)                  adds every treasure in its hand, then buys a province with 8 coins, a
 *                                 gold with 6, a silver with 3, then ends its turn with (clean CARD)
 *                                 showing the first card of its hand, or (clean) with an empty hand.
 *   (attacked (act CARD) NAME STATE)
 *                                 (moat) when it holds a moat; else against militia it discards down to
 *                                 three cards, curses and victory cards first, then coppers; against any
 *                                 other attack (discard): nothing discarded.
 *   (decide NAME QUESTION STATE)  (v4) chooses the first MIN options offered: the least it may choose,
 *                                 always a legal answer; but a reveal (a moat against an attack) is always
 *                                 made when allowed.
 *   (moved ...) (defended ...) (happened ...)
 *                                 nothing: these are never answered.
 *   end of input                  the game is over: exit 0.
 *
 * Reading: one datum at a time (balanced parentheses), whatever the lines; each is parsed into a small tree
 * of lists and words. Writing: one reply per request, a newline, and a flush (a pipe is block-buffered).
 * Errors (input that is not what the protocol says) go to stderr with exit status 2.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DATUM (1 << 20) /* a notification is at most a few KB; refuse anything absurd */
#define MAX_CARDS 512       /* cards in one list of a state (a v4 supply has a few hundred) */

/* ---- a tiny S-expression tree: a node is a word or a list of nodes ---------------------------------- */

typedef struct Node {
    const char *word;      /* the word, or NULL for a list */
    struct Node **items;   /* a list's items */
    int count;
} Node;

static void fail(const char *what, const char *detail) {
    fprintf(stderr, "big_money.c: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    exit(2);
}

static void *checked(void *memory) {
    if (memory == NULL) fail("out of memory", NULL);
    return memory;
}

static int blank(int c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

/* Parses the datum at *at (a word or a parenthesised list) and advances *at past it. */
static Node *parse(char **at) {
    char *p = *at;
    while (blank(*p)) p++;
    Node *node = checked(calloc(1, sizeof *node));
    if (*p == '(') {
        p++;
        for (;;) {
            while (blank(*p)) p++;
            if (*p == ')') { p++; break; }
            if (*p == '\0') fail("unbalanced datum", NULL);
            node->items = checked(realloc(node->items, (size_t)(node->count + 1) * sizeof *node->items));
            node->items[node->count++] = parse(&p);
        }
    } else {
        char *start = p;
        while (*p && !blank(*p) && *p != '(' && *p != ')') p++;
        size_t length = (size_t)(p - start);
        char *word = checked(malloc(length + 1));
        memcpy(word, start, length);
        word[length] = '\0';
        node->word = word;
    }
    *at = p;
    return node;
}

static void release(Node *node) {
    for (int i = 0; i < node->count; i++) release(node->items[i]);
    free(node->items);
    free((char *)node->word);
    free(node);
}

static int is_word(const Node *node, const char *word) { return node->word && strcmp(node->word, word) == 0; }

/* The list (NAME ...) among the items of `record` (a state or a decision), or NULL. */
static const Node *field(const Node *record, const char *name) {
    if (record == NULL || record->word) return NULL;
    for (int i = 0; i < record->count; i++) {
        const Node *item = record->items[i];
        if (!item->word && item->count > 0 && is_word(item->items[0], name)) return item;
    }
    return NULL;
}

/* The number of (NAME n), or 0 when the field is missing. */
static int number(const Node *record, const char *name) {
    const Node *list = field(record, name);
    return list && list->count > 1 && list->items[1]->word ? atoi(list->items[1]->word) : 0;
}

/* The words of (NAME w ...) copied into `out` (at most MAX_CARDS); returns how many. */
static int words(const Node *record, const char *name, const char **out) {
    const Node *list = field(record, name);
    int n = 0;
    for (int i = 1; list && i < list->count && n < MAX_CARDS; i++)
        if (list->items[i]->word) out[n++] = list->items[i]->word;
    return n;
}

static int contains(const char **cards, int n, const char *card) {
    for (int i = 0; i < n; i++)
        if (strcmp(cards[i], card) == 0) return 1;
    return 0;
}

/* ---- decisions -------------------------------------------------------------------------------------- */

static void reply(const char *text) {
    fputs(text, stdout);
    fputc('\n', stdout);
    fflush(stdout); /* without it the reply would wait in our buffer: a reply timeout */
}

static void move(const Node *state) {
    const char *hand[MAX_CARDS], *supply[MAX_CARDS];
    int in_hand = words(state, "hand", hand);
    int in_supply = words(state, "supply", supply);
    static const char *treasures[] = {"gold", "silver", "copper"};
    char text[256];
    for (int t = 0; t < 3; t++) {
        if (contains(hand, in_hand, treasures[t])) {
            snprintf(text, sizeof text, "(add %s)", treasures[t]);
            reply(text);
            return;
        }
    }
    int coins = number(state, "coins");
    if (number(state, "buys") > 0) {
        static const char *wanted[] = {"province", "gold", "silver"};
        static const int cost[] = {8, 6, 3};
        for (int w = 0; w < 3; w++) {
            if (coins >= cost[w] && contains(supply, in_supply, wanted[w])) {
                snprintf(text, sizeof text, "(buy %s)", wanted[w]);
                reply(text);
                return;
            }
        }
    }
    if (in_hand == 0) {
        reply("(clean)");
        return;
    }
    snprintf(text, sizeof text, "(clean %s)", hand[0]);
    reply(text);
}

/* How little a card is worth keeping in a hand: lower is discarded first. */
static int worth(const char *card) {
    if (strcmp(card, "curse") == 0 || strcmp(card, "estate") == 0 || strcmp(card, "duchy") == 0 ||
        strcmp(card, "province") == 0 || strcmp(card, "gardens") == 0)
        return 0;
    if (strcmp(card, "copper") == 0) return 1;
    if (strcmp(card, "gold") == 0) return 4;
    if (strcmp(card, "silver") == 0) return 3;
    return 2; /* an action card */
}

static void defend(const Node *attack, const Node *state) {
    const char *hand[MAX_CARDS];
    int n = words(state, "hand", hand);
    if (contains(hand, n, "moat")) {
        reply("(moat)");
        return;
    }
    int militia = !attack->word && attack->count > 1 && is_word(attack->items[1], "militia");
    if (!militia || n <= 3) {
        reply("(discard)");
        return;
    }
    /* Discard n - 3 cards, the least worth keeping first (the first discarded is the one shown). */
    static char text[MAX_CARDS * 24];
    strcpy(text, "(discard");
    int used[MAX_CARDS] = {0};
    for (int k = 0; k < n - 3; k++) {
        int pick = -1;
        for (int i = 0; i < n; i++)
            if (!used[i] && (pick < 0 || worth(hand[i]) < worth(hand[pick]))) pick = i;
        used[pick] = 1;
        strcat(text, " ");
        strcat(text, hand[pick]);
    }
    strcat(text, ")");
    reply(text);
}

static void decide(const Node *question) {
    const char *options[MAX_CARDS];
    int n = words(question, "options", options);
    int low = number(question, "min"), high = number(question, "max");
    const Node *kind = field(question, "kind");
    int take = low;
    if (kind && kind->count > 1 && is_word(kind->items[1], "reveal") && high > 0) take = 1;
    if (take > n) take = n;
    static char text[MAX_CARDS * 24];
    strcpy(text, "(choose");
    for (int i = 0; i < take; i++) {
        strcat(text, " ");
        strcat(text, options[i]);
    }
    strcat(text, ")");
    reply(text);
}

static void answer(const Node *message) {
    if (message->word || message->count == 0 || !message->items[0]->word) fail("not a notification", NULL);
    const char *head = message->items[0]->word;
    if (strcmp(head, "move") == 0 && message->count == 2) {
        move(message->items[1]);
    } else if (strcmp(head, "attacked") == 0 && message->count == 4) {
        defend(message->items[1], message->items[3]);
    } else if (strcmp(head, "decide") == 0 && message->count == 4) {
        decide(message->items[2]);
    } else if (strcmp(head, "moved") != 0 && strcmp(head, "defended") != 0 && strcmp(head, "happened") != 0) {
        fail("unknown notification", head);
    }
}

/* ---- the loop: read one datum (balanced parentheses), answer it, until end of input ----------------- */

int main(void) {
    char *datum = checked(malloc(MAX_DATUM + 1));
    for (;;) {
        int c, depth = 0, length = 0;
        while ((c = getchar()) != EOF && blank(c)) {
        }
        if (c == EOF) return 0; /* the referee closed our stdin: the game is over */
        if (c != '(') fail("expected '(' to start a notification", NULL);
        do {
            if (c == '(') depth++;
            if (c == ')') depth--;
            if (length == MAX_DATUM) fail("notification too long", NULL);
            datum[length++] = (char)c;
        } while (depth > 0 && (c = getchar()) != EOF);
        if (depth > 0) fail("input ended in the middle of a notification", NULL);
        datum[length] = '\0';
        char *at = datum;
        Node *message = parse(&at);
        answer(message);
        release(message);
    }
}
