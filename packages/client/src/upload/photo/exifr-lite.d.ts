// exifr's "lite" bundle (JPEG and HEIC, TIFF/EXIF tags, no IPTC/ICC dictionaries: 12 KB against
// the full bundle's 22 KB, gzipped) has the package's API and ships no declarations of its own.
declare module "exifr/dist/lite.esm.mjs" {
  export * from "exifr";
  export { default } from "exifr";
}
