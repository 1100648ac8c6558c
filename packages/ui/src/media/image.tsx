import {
  findFileField,
  imageSources,
  mediaTransformOf,
  placeholderDataUrl,
  type FileFieldSchema,
  type ImageSources,
} from "@pocketkit/client";
import { useFileUrl, useMedia, useMediaUrls, usePocketkit } from "@pocketkit/hooks";
import { ImageOffIcon } from "../lib/icons";
import type { RecordModel } from "pocketbase";
import * as React from "react";

import { useCatalogue } from "../i18n/messages-context";
import { mediaImageEn } from "./messages";
import { cn } from "../lib/cn";
import { Skeleton } from "../primitives/skeleton";

type ImageState = "loading" | "loaded" | "error";

type ImageViewProps = Omit<React.ComponentProps<"img">, "alt" | "src" | "srcSet"> & {
  /** The image's URL; leave it out while it is not known yet (the skeleton shows). */
  src: string | undefined;
  /** Candidates by width (`"a.jpg?thumb=400x0 400w, …"`), chosen from with `sizes`. */
  srcSet?: string;
  /** What the image shows, for people who cannot see it; `""` for a decorative one. Required. */
  alt: string;
  /** Shows the skeleton or the fallback whatever the image does (e.g. while its URL is worked out). */
  status?: "loading" | "error";
  /**
   * A tiny picture (a data URL, e.g. from `placeholderDataUrl`) shown stretched in place of the
   * skeleton until the image has loaded.
   */
  placeholder?: string;
  /** Fills its positioned parent instead of sizing itself from `width` and `height`. @default false */
  fill?: boolean;
  /** How the picture fits its box. @default "cover" */
  fit?: "cover" | "contain";
  /** Shown when the image cannot be loaded. @default an icon and "Image unavailable" */
  fallback?: React.ReactNode;
  /**
   * Pulses the skeleton while loading and fades the picture in. Grids turn it off: dozens of
   * tiles loading and fading at once while the window scrolls cost frames (a still grey box and
   * a picture that simply appears). Off anyway for people who prefer reduced motion.
   * @default true
   */
  animated?: boolean;
  /** Classes of the box around the image (size it here); other props go to the `<img>`. */
  className?: string;
};

/**
 * An image from plain props: lazy (`loading="lazy"`, `decoding="async"`), a skeleton until it has
 * loaded, a fallback when it cannot be, and, given `width` and `height`, a box of the right
 * proportions from the start so that nothing moves when it arrives. Its state is in
 * `data-state` (`loading`, `loaded`, `error`). `Image` is the one that reads a record's file.
 *
 * @example
 * <ImageView src={url} srcSet={`${small} 400w, ${large} 1200w`} sizes="50vw" alt="Harbour at dusk" width={1600} height={1067} />
 */
function ImageView({
  src,
  srcSet,
  alt,
  status,
  placeholder,
  fill = false,
  fit = "cover",
  fallback,
  width,
  height,
  loading = "lazy",
  decoding = "async",
  animated = true,
  className,
  onLoad,
  onError,
  ...props
}: ImageViewProps) {
  const t = useCatalogue(mediaImageEn);
  const [loaded, setLoaded] = React.useState<{ src: string | undefined; state: ImageState }>({
    src,
    state: "loading",
  });
  // A new source starts over (state is adjusted while rendering, not in an effect, so there is
  // no frame with the old state).
  if (loaded.src !== src) setLoaded({ src, state: "loading" });
  const state: ImageState =
    status ?? (src === undefined ? "loading" : loaded.src === src ? loaded.state : "loading");

  // An image already complete when React attaches its handlers (from the cache, or rendered on the
  // server) fires no load event.
  const imageRef = React.useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.currentSrc) {
        setLoaded({ src, state: image.naturalWidth > 0 ? "loaded" : "error" });
      }
    },
    [src],
  );

  const ratio = Number(width) > 0 && Number(height) > 0 ? `${width} / ${height}` : undefined;
  return (
    <span
      data-slot="image"
      data-state={state}
      className={cn(
        // One position class only: cn() does not merge, and `relative` would beat `absolute`.
        "pk:block pk:overflow-hidden pk:bg-muted",
        fill ? "pk:absolute pk:inset-0" : "pk:relative",
        className,
      )}
      style={fill ? undefined : { aspectRatio: ratio ?? (state === "loaded" ? undefined : "4 / 3") }}
    >
      {state === "loading" &&
        (placeholder ? (
          // No CSS blur: a ThumbHash stretched is already soft, and a filter on every tile of a
          // grid costs frames while scrolling (pnpm bench gallery-scroll).
          <span
            data-slot="image-placeholder"
            aria-hidden
            className="pk:absolute pk:inset-0 pk:bg-cover pk:bg-center"
            style={{ backgroundImage: `url("${placeholder}")` }}
          />
        ) : (
          // Without it, the box's own muted background is the still placeholder.
          animated && <Skeleton className="pk:absolute pk:inset-0 pk:rounded-none" />
        ))}
      {state === "error"
        ? (fallback ?? (
            <span
              data-slot="image-fallback"
              className="pk:absolute pk:inset-0 pk:flex pk:flex-col pk:items-center pk:justify-center pk:gap-1 pk:p-2 pk:text-center pk:font-sans pk:text-xs pk:text-muted-foreground"
            >
              <ImageOffIcon aria-hidden className="pk:size-5" />
              {alt && <span className="pk:sr-only">{alt}</span>}
              <span aria-hidden={alt ? true : undefined}>{t("media.image.error")}</span>
            </span>
          ))
        : src !== undefined && (
            <img
              ref={imageRef}
              data-slot="image-img"
              src={src}
              srcSet={srcSet}
              alt={alt}
              width={width}
              height={height}
              loading={loading}
              decoding={decoding}
              className={cn(
                "pk:block pk:size-full",
                animated && "pk:transition-opacity pk:duration-200 pk:motion-reduce:transition-none",
                fit === "cover" ? "pk:object-cover" : "pk:object-contain",
                state === "loaded" ? "pk:opacity-100" : "pk:opacity-0",
              )}
              onLoad={(event) => {
                setLoaded({ src, state: "loaded" });
                onLoad?.(event);
              }}
              onError={(event) => {
                setLoaded({ src, state: "error" });
                onError?.(event);
              }}
              {...props}
            />
          )}
    </span>
  );
}

/** The file field to show: the one named, or the collection's only file field, else `"file"`. */
function useFileField(
  record: RecordModel,
  field: string | undefined,
): { name: string; schema?: FileFieldSchema } {
  const collection = usePocketkit().collection(record.collectionName || record.collectionId);
  if (field) return { name: field, schema: findFileField(collection, field) };
  const schema = findFileField(collection) ?? findFileField(collection, "file");
  return { name: schema?.name ?? "file", schema };
}

/** The first file name of a file field's value (one name, or a list of them). */
function firstFile(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first !== "" ? first : undefined;
}

type ImageProps = Omit<ImageViewProps, "src" | "srcSet" | "placeholder"> & {
  /** The record whose file to show. */
  record: RecordModel;
  /** The file field. @default the collection's only file field in the schema, else `"file"` */
  field?: string;
  /**
   * A file field holding a lighter copy of the picture (a JPEG or WebP beside an AVIF original,
   * for which PocketBase makes no thumbs): when the record has a file there, it is shown, with
   * that field's thumbs, instead of `field`'s.
   */
  preview?: string;
  /** A text field holding the picture's ThumbHash (base64), shown blurred until the image loads. */
  placeholder?: string;
  /** For a field of several files: which one. @default the first */
  filename?: string;
  /** Asks for this one thumb only, cropped ones too (`"100x100"`); without it `srcSet` offers the field's `Wx0` thumbs. */
  thumb?: string;
  /** The file needs a token. @default the field's `protected` in the schema */
  protected?: boolean;
};

/**
 * A record's image: `srcSet` from its field's thumbs (`400x0` and `1200x0` become `400w` and
 * `1200w`; pass `sizes` to say how wide it is shown), a file token for a protected field (one
 * shared token, renewed before it expires), lazy loading, a skeleton and a fallback. `width` and
 * `height` default to the record's own `width` and `height` fields when it has them, so that the
 * box has its proportions before the picture arrives. With `preview`, a lighter copy the record
 * keeps beside its original is shown instead (an AVIF has no thumbs of PocketBase's); with
 * `placeholder`, the record's ThumbHash stands in until the picture has loaded.
 *
 * Inside a `MediaProvider` with an adapter for the record's collection (ImageKit's, say), the
 * adapter makes the URLs instead: `thumb` and `srcSet` become its own transformations, and
 * `field`, `preview` and `protected` are its business.
 *
 * @example
 * <Image record={image} alt={image.alt} sizes="(min-width: 768px) 50vw, 100vw" />
 * <Image record={photo} preview="preview" placeholder="placeholder" alt={photo.alt} sizes="25vw" />
 */
function Image({
  record,
  field,
  preview,
  placeholder,
  filename,
  thumb,
  protected: isProtected,
  width,
  height,
  status,
  ...props
}: ImageProps) {
  // A collection with a media adapter (`MediaProvider`: ImageKit, say) has its URLs from there;
  // the others have them from PocketBase's file field, as before.
  const media = useMedia(record);
  const adapted = useMediaUrls(media);
  const original = useFileField(record, field);
  const lighter = useFileField(record, preview ?? original.name);
  const previewFile = preview ? firstFile(record[preview]) : undefined;
  const { name, schema } = previewFile ? lighter : original;
  const stored = useFileUrl({ protected: !media && (isProtected ?? schema?.protected ?? false) });
  const file = previewFile ?? filename ?? firstFile(record[name]);
  const knownWidth =
    width ?? (typeof record.width === "number" && record.width > 0 ? record.width : undefined);
  const knownHeight =
    height ?? (typeof record.height === "number" && record.height > 0 ? record.height : undefined);

  let sources: ImageSources | undefined;
  let urlStatus = stored.status;
  if (media) {
    urlStatus = adapted.status;
    const found = adapted.urls?.sources(record, {
      thumb: thumb ? mediaTransformOf(thumb) : undefined,
      width: Number(knownWidth) || undefined,
    });
    sources = found?.src ? found : undefined;
  } else if (file && stored.fileUrl) {
    const { fileUrl } = stored;
    sources = imageSources((size) => fileUrl(record, file, { thumb: size }), {
      thumbs: schema?.thumbs,
      thumb,
      width: Number(knownWidth) || undefined,
    });
  }
  const noPicture = media ? adapted.urls !== undefined && sources === undefined : !file;

  // No URL without what it needs (a token): a skeleton until it comes, the fallback when it is refused.
  const urlState = urlStatus === "pending" ? "loading" : urlStatus === "error" ? "error" : undefined;
  // Decoded once per tile, not on each of its renders (a grid's scroll mounts rows of them). The
  // record's own ThumbHash needs no request; an adapter may offer a tiny picture instead.
  const thumbHash = placeholder ? (record[placeholder] as string | undefined) : undefined;
  const placeholderUrl = React.useMemo(() => placeholderDataUrl(thumbHash), [thumbHash]);
  return (
    <ImageView
      src={sources?.src}
      srcSet={sources?.srcSet}
      placeholder={placeholderUrl ?? adapted.urls?.placeholderUrl(record)}
      width={knownWidth}
      height={knownHeight}
      status={status ?? (noPicture ? "error" : urlState)}
      {...props}
    />
  );
}

export { Image, ImageView };
export type { ImageProps, ImageViewProps };
