import java.io.BufferedReader;
import java.io.InputStreamReader;

/** A Java player that dies of a NullPointerException at its first message that begins with argument 1
 * (default "(move (", a move), thrown from inside the Java platform (String.length), so the first frame
 * is not its own. */
public class Crashes {
    static int firstCardLength(String hand) {
        return hand.length(); // `hand` is null
    }

    public static void main(String[] args) throws Exception {
        String trigger = args.length > 0 ? args[0] : "(move (";
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.startsWith(trigger)) {
                firstCardLength(null);
            }
        }
    }
}
