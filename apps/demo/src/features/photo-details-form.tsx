import { useFullList } from "@pocketkit/hooks";
import {
  AiOffNotice,
  CompletionPanel,
  RecordForm,
  TagInput,
  Textarea,
  toast,
  type RecordFieldInputProps,
} from "@pocketkit/ui";
import { useCallback, useId } from "react";

import { useGalleryConfig } from "../gallery-config";
import type { ImagesRecord } from "../pocketbase-types";
import { AltTextStatus } from "./alt-text-status";
import { MetadataEditor, parseMetadata } from "./metadata-editor";
import { parseTags } from "./photo-tags";
import { TAG_RULES } from "./tag-rules";
import { TagSuggestions } from "./tag-suggestions";

/**
 * A photo's words, edited where they are shown: title, alt text (with where the AI's stands) and
 * description (each with the AI's help when a provider is configured), tags (with AI suggestions
 * to tick), album and the user's own fields.
 */
export function PhotoDetailsForm({ image }: { image: ImagesRecord }) {
  const config = useGalleryConfig();
  // Live: a field added or renamed in Settings on another device shows here at once.
  const metadataFields = useFullList("metadata_fields", { sort: "created", realtime: true });
  const altStatusId = useId();
  const aiConfigured = config?.ai ?? true;
  const prompt = `Title: ${image.title || "(none)"}. Tags: ${parseTags(image.tags).join(", ") || "(none)"}.`;

  const renderField = useCallback(
    (props: RecordFieldInputProps) => {
      const name = props.field.name;
      if (name === "alt" || name === "description") {
        return (
          <div className="pk:grid pk:gap-2">
            <Textarea
              id={props.id}
              ref={props.inputRef}
              aria-describedby={
                name === "alt" && aiConfigured
                  ? [props.describedBy, altStatusId].filter(Boolean).join(" ")
                  : props.describedBy
              }
              aria-invalid={props.invalid || undefined}
              rows={name === "alt" ? 2 : 5}
              value={typeof props.value === "string" ? props.value : ""}
              disabled={props.disabled}
              onChange={(event) => props.onChange(event.target.value)}
              onBlur={props.onBlur}
            />
            {name === "alt" && aiConfigured && <AltTextStatus image={image} id={altStatusId} />}
            {aiConfigured && (
              <CompletionPanel
                kind={name}
                input={{ imageId: image.id }}
                prompt={prompt}
                showInstructions={name === "description"}
                onAccept={(text) => props.onChange(text.trim())}
              />
            )}
          </div>
        );
      }
      if (name === "tags") {
        return (
          <div className="pk:grid pk:gap-2">
            <TagInput
              id={props.id}
              aria-describedby={props.describedBy}
              aria-invalid={props.invalid || undefined}
              value={parseTags(props.value)}
              onValueChange={(tags) => props.onChange(JSON.stringify(tags))}
              disabled={props.disabled}
              {...TAG_RULES}
            />
            {aiConfigured && (
              <TagSuggestions
                imageId={image.id}
                prompt={prompt}
                tags={parseTags(props.value)}
                onAdd={(added) => {
                  const current = parseTags(props.value);
                  const room = TAG_RULES.maxTags - current.length;
                  props.onChange(JSON.stringify([...current, ...added.slice(0, Math.max(0, room))]));
                  if (added.length > room) {
                    toast({
                      title: `Only ${Math.max(0, room)} of them fit: a photo has at most ${TAG_RULES.maxTags} tags.`,
                    });
                  }
                }}
              />
            )}
          </div>
        );
      }
      if (name === "metadata") {
        return (
          <MetadataEditor
            fields={metadataFields.data}
            values={parseMetadata(props.value)}
            onChange={(values) => props.onChange(JSON.stringify(values))}
            label={props.label}
            disabled={props.disabled}
          />
        );
      }
      return undefined;
    },
    [image, prompt, aiConfigured, altStatusId, metadataFields.data],
  );

  return (
    <div className="pk:grid pk:gap-4">
      {/* Said once for the photo, not by each AI panel. */}
      {!aiConfigured && <AiOffNotice />}
      <RecordForm
        // Another photo is another form: nothing typed for one is kept for the next.
        key={image.id}
        collection="images"
        recordId={image.id}
        fields={["title", "alt", "description", "tags", "album", "metadata"]}
        labels={{ alt: "Alt text", metadata: "Custom fields" }}
        renderField={renderField}
        onSaved={() => toast({ title: "Saved" })}
        submitLabel="Save changes"
      />
    </div>
  );
}
