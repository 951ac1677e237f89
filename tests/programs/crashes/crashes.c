/* A C player that dies at its first (move: with "assert" as argument 1 of a failed assert() (glibc's
   message names the file and line), else of abort() after writing its own message, as a student's
   check of an impossible state does. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    char line[65536];
    int with_assert = argc > 1 && strcmp(argv[1], "assert") == 0;
    while (fgets(line, sizeof line, stdin) != NULL) {
        if (strncmp(line, "(move", 5) == 0) {
            int cards_in_hand = 0;
            if (with_assert) {
                assert(cards_in_hand > 5);
            }
            fprintf(stderr, "player: impossible hand of %d cards\n", cards_in_hand);
            abort();
        }
    }
    return 0;
}
