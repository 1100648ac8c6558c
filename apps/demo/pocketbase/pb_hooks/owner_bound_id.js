// Whether a record id is bound to an owner, as @pocketkit/client's newRecordId(owner) makes it: 10
// random characters, then 5 from FNV-1a (32 bits) of "owner:random" in base 36. Required by the
// handlers of record_ids.pb.js (a pb_hooks handler cannot see a file's top-level functions).
function ownerMark(owner, random) {
  const input = `${owner}:${random}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < input.length; index++) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 36 ** 5).toString(36).padStart(5, "0");
}

function isBoundTo(id, owner) {
  return (
    typeof owner === "string" &&
    owner !== "" &&
    /^[a-z0-9]{15}$/.test(id) &&
    id.slice(10) === ownerMark(owner, id.slice(0, 10))
  );
}

module.exports = { isBoundTo };
