import { useFullList } from "@pocketkit/hooks";
import {
  AiOffNotice,
  CompletionPanel,
  RecordForm,
  TagInput,
  tagLength,
  Textarea,
  toast,
  type RecordFieldInputProps,
} from "@pocketkit/ui";
import { useCallback, useState } from "react";

import { useGalleryConfig } from "../gallery-config";
import type { ImagesRecord } from "../pocketbase-types";
import { MetadataEditor, parseMetadata } from "./metadata-editor";
import { parseTags } from "./photo-tags";
import { TAG_RULES } from "./tag-rules";

/**
 * A photo's words, edited where they are shown: title, alt text and description (each with the
 * AI's help when a provider is configured), tags, album and the user's own fields.
 */
export function PhotoDetailsForm({ image }: { image: ImagesRecord }) {
  const config = useGalleryConfig();
  // Live: a field added or renamed in Settings on another device shows here at once.
  const metadataFields = useFullList("metadata_fields", { sort: "created", realtime: true });
  const [tagSuggestions, setTagSuggestions] = useState<string[]>([]);
  const aiConfigured = config?.ai ?? true;

  const renderField = useCallback(
    (props: RecordFieldInputProps) => {
      const name = props.field.name;
      if (name === "alt" || name === "description") {
        return (
          <div className="pk:grid pk:gap-2">
            <Textarea
              id={props.id}
              ref={props.inputRef}
              aria-describedby={props.describedBy}
              aria-invalid={props.invalid || undefined}
              rows={name === "alt" ? 2 : 5}
              value={typeof props.value === "string" ? props.value : ""}
              disabled={props.disabled}
              onChange={(event) => props.onChange(event.target.value)}
              onBlur={props.onBlur}
            />
            {aiConfigured && (
              <CompletionPanel
                kind={name}
                input={{ imageId: image.id }}
                prompt={`Title: ${image.title || "(none)"}. Tags: ${parseTags(image.tags).join(", ") || "(none)"}.`}
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
              suggestions={tagSuggestions}
              disabled={props.disabled}
              {...TAG_RULES}
            />
            {aiConfigured && (
              <CompletionPanel
                kind="tags"
                input={{ imageId: image.id }}
                onAccept={(text) =>
                  setTagSuggestions(
                    text
                      .split(/[,\n]/)
                      .map((tag) => tag.trim().toLowerCase())
                      .filter((tag) => tag.length > 0 && tagLength(tag) <= TAG_RULES.maxLength),
                  )
                }
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
    [image.id, image.title, image.tags, aiConfigured, tagSuggestions, metadataFields.data],
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
