// The inputs components' strings, English and German. Keys start with "inputs."; the catalogue in
// ../i18n joins every family's. `{name}` marks a value filled in at run time.
export const inputsEn = {
  "inputs.tag.placeholder": "Add a tag…",
  "inputs.tag.instructions": "Press Enter or type a comma to add a tag. Backspace goes to the last tag.",
  "inputs.tag.list": "Tags",
  "inputs.tag.remove": "Remove tag {tag}",
  "inputs.tag.suggestions": "Suggestions",
  "inputs.tag.add": "Add tag {tag}",
  "inputs.tag.tooLong": "A tag can have at most {max} characters.",
  "inputs.tag.limitReached": "You can add at most {max} tags. Remove one to add another.",
  "inputs.tag.duplicate": "“{tag}” is already there.",
} satisfies Record<`inputs.${string}`, string>;

export const inputsDe: Record<keyof typeof inputsEn, string> = {
  "inputs.tag.placeholder": "Schlagwort hinzufügen…",
  "inputs.tag.instructions":
    "Eingabe oder ein Komma fügt ein Schlagwort hinzu. Rücktaste geht zum letzten Schlagwort.",
  "inputs.tag.list": "Schlagwörter",
  "inputs.tag.remove": "Schlagwort {tag} entfernen",
  "inputs.tag.suggestions": "Vorschläge",
  "inputs.tag.add": "Schlagwort {tag} hinzufügen",
  "inputs.tag.tooLong": "Ein Schlagwort darf höchstens {max} Zeichen lang sein.",
  "inputs.tag.limitReached":
    "Du kannst höchstens {max} Schlagwörter hinzufügen. Entferne eines, um ein anderes hinzuzufügen.",
  "inputs.tag.duplicate": "„{tag}“ ist schon da.",
};
