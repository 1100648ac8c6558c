import { useDelete, useFileToken, useFullList, usePocketkit, useRecord } from "@pocketkit/hooks";
import {
  AiOffNotice,
  Button,
  buttonVariants,
  CompletionPanel,
  Image,
  RecordForm,
  Skeleton,
  TagInput,
  tagLength,
  Textarea,
  toast,
  type RecordFieldInputProps,
} from "@pocketkit/ui";
import { DownloadIcon, Trash2Icon } from "../icons";
import { useCallback, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";

import { FavoriteButton } from "../features/favorite-button";
import { MetadataEditor, parseMetadata } from "../features/metadata-editor";
import { TAG_RULES } from "../features/tag-rules";
import { useGalleryConfig } from "../gallery-config";
import { useDocumentTitle } from "../layout/use-document-title";
import type { ImagesRecord } from "../pocketbase-types";

/** Said the same way whether the image never existed or is someone else's (DESIGN §8). */
export const NOT_YOURS = "This image doesn't exist or isn't yours.";

export default function ImagePage() {
  const { imageId = "" } = useParams();
  const image = useRecord("images", imageId, { expand: "album", realtime: true });
  useDocumentTitle(image.data ? image.data.title || "Untitled photo" : "Photo");

  if (image.isPending) {
    return (
      <div className="pk:grid pk:gap-6 pk:lg:grid-cols-2" aria-busy="true">
        <Skeleton className="pk:aspect-[4/3] pk:w-full" />
        <Skeleton className="pk:h-96 pk:w-full" />
      </div>
    );
  }
  if (image.isError) {
    const missing = image.error.kind === "not_found" || image.error.kind === "forbidden";
    return (
      <div role="alert" className="pk:grid pk:justify-items-start pk:gap-4">
        <h1 className="pk:m-0 pk:text-xl pk:font-semibold">{missing ? NOT_YOURS : image.error.message}</h1>
        {missing ? (
          <Link to="/" className="pk:text-primary pk:underline pk:underline-offset-4">
            Back to the library
          </Link>
        ) : (
          <Button variant="outline" onClick={() => void image.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  return <ImageDetails image={image.data} />;
}

function ImageDetails({ image }: { image: ImagesRecord }) {
  const navigate = useNavigate();
  const pocketkit = usePocketkit();
  const token = useFileToken();
  const config = useGalleryConfig();
  const metadataFields = useFullList("metadata_fields", { sort: "created" });
  const remove = useDelete("images");
  const [tagSuggestions, setTagSuggestions] = useState<string[]>([]);
  const aiConfigured = config?.ai ?? true;
  const title = image.title || "Untitled photo";

  const deleteImage = () => {
    const pending = remove.removeWithUndo(image.id);
    toast({ title: `“${title}” deleted`, action: { label: "Undo", onClick: () => pending.undo() } });
    void pending.done.then((outcome) => {
      if (outcome === "failed") toast({ title: `“${title}” could not be deleted`, variant: "destructive" });
    });
    navigate("/", { replace: true });
  };

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
            fields={metadataFields.data ?? []}
            values={parseMetadata(props.value)}
            onChange={(values) => props.onChange(JSON.stringify(values))}
            disabled={props.disabled}
          />
        );
      }
      return undefined;
    },
    [image.id, image.title, image.tags, aiConfigured, tagSuggestions, metadataFields.data],
  );

  const downloadUrl = token.data
    ? pocketkit.fileUrl(image, image.file, { token: token.data, download: true })
    : undefined;

  return (
    <article className="pk:grid pk:gap-6 pk:lg:grid-cols-2 pk:lg:items-start">
      <div className="pk:grid pk:gap-3">
        <h1 className="pk:m-0 pk:text-2xl pk:font-semibold pk:break-words">{title}</h1>
        <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">
          {image.expand?.album ? (
            <>
              In{" "}
              <Link
                to={`/albums/${image.album}`}
                className="pk:text-primary pk:underline pk:underline-offset-4"
              >
                {image.expand.album.name}
              </Link>
            </>
          ) : (
            "Not in an album"
          )}
          {image.width && image.height ? ` · ${image.width} × ${image.height}` : null}
        </p>
        <Image
          record={image}
          field="file"
          preview="preview"
          placeholder="placeholder"
          alt={image.alt || title}
          sizes="(min-width: 1024px) 50vw, 100vw"
          fit="contain"
          className="pk:max-h-[70vh] pk:w-full pk:rounded-lg pk:bg-muted"
        />
        <div className="pk:flex pk:flex-wrap pk:gap-2">
          {downloadUrl ? (
            <a
              href={downloadUrl}
              download
              className={`${buttonVariants({ variant: "outline" })} pk:no-underline`}
            >
              <DownloadIcon aria-hidden className="pk:size-4" />
              Download original
            </a>
          ) : (
            <Button variant="outline" disabled>
              <DownloadIcon aria-hidden className="pk:size-4" />
              Download original
            </Button>
          )}
          <FavoriteButton photo={image} />
          <Button variant="outline" onClick={deleteImage}>
            <Trash2Icon aria-hidden className="pk:size-4" />
            Delete
          </Button>
        </div>
      </div>
      <section aria-labelledby="image-details" className="pk:grid pk:gap-4">
        <h2 id="image-details" className="pk:m-0 pk:text-lg pk:font-semibold">
          Details
        </h2>
        {/* Said once for the page, not by each AI panel. */}
        {!aiConfigured && <AiOffNotice />}
        <RecordForm
          collection="images"
          recordId={image.id}
          fields={["title", "alt", "description", "tags", "album", "metadata"]}
          labels={{ alt: "Alt text", metadata: "Custom fields" }}
          renderField={renderField}
          onSaved={() => toast({ title: "Saved" })}
          submitLabel="Save changes"
        />
      </section>
    </article>
  );
}

function parseTags(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((tag): tag is string => typeof tag === "string");
  if (typeof value !== "string" || value.trim() === "") return [];
  try {
    return parseTags(JSON.parse(value) as unknown);
  } catch {
    return [];
  }
}
