// A Node script as people write them: sign in, read, print, end. It never calls dispose(); the
// process must still end on its own once its work is done.
import { createPocketkit, signInWithPassword } from "@pocketkit/client";

const pocketkit = createPocketkit({ url: process.env.POCKETBASE_URL });
await signInWithPassword(pocketkit.pb, { identity: process.env.EMAIL, password: process.env.PASSWORD });
const notes = await pocketkit.pb.collection("notes").getList(1, 10);
console.log(`notes: ${notes.totalItems}`);
