import { createIcon } from "@pocketkit/ui";
import {
  ArchiveRestore,
  Calendar,
  CircleAlert,
  CircleHelp,
  Copy,
  Download,
  Folder,
  FolderInput,
  Hash,
  Heart,
  ImageOff,
  Images,
  Info,
  Link,
  ListChecks,
  LoaderCircle,
  Lock,
  Map as MapShape,
  MapPin,
  Pencil,
  Plus,
  Settings,
  Share2,
  SlidersHorizontal,
  SquareCheck,
  Sparkles,
  Tag,
  Trash2,
  Type,
  X,
} from "lucide";

// The Gallery's icons: lucide's, drawn as the kit draws its own (no lucide-react runtime on any
// page). One list, so that an icon is named once.
export const ArchiveRestoreIcon = /* @__PURE__ */ createIcon(ArchiveRestore);
export const CalendarIcon = /* @__PURE__ */ createIcon(Calendar);
export const CircleAlertIcon = /* @__PURE__ */ createIcon(CircleAlert);
export const CircleHelpIcon = /* @__PURE__ */ createIcon(CircleHelp);
export const CopyIcon = /* @__PURE__ */ createIcon(Copy);
export const DownloadIcon = /* @__PURE__ */ createIcon(Download);
export const FolderIcon = /* @__PURE__ */ createIcon(Folder);
export const FolderInputIcon = /* @__PURE__ */ createIcon(FolderInput);
export const HashIcon = /* @__PURE__ */ createIcon(Hash);
export const HeartIcon = /* @__PURE__ */ createIcon(Heart);
export const ImageOffIcon = /* @__PURE__ */ createIcon(ImageOff);
export const ImagesIcon = /* @__PURE__ */ createIcon(Images);
export const InfoIcon = /* @__PURE__ */ createIcon(Info);
export const LinkIcon = /* @__PURE__ */ createIcon(Link);
export const ListChecksIcon = /* @__PURE__ */ createIcon(ListChecks);
export const LoaderCircleIcon = /* @__PURE__ */ createIcon(LoaderCircle);
export const LockIcon = /* @__PURE__ */ createIcon(Lock);
// lucide calls it Map, which would hide the Map of JavaScript in this module.
export const MapIcon = /* @__PURE__ */ createIcon(MapShape);
export const MapPinIcon = /* @__PURE__ */ createIcon(MapPin);
export const PencilIcon = /* @__PURE__ */ createIcon(Pencil);
export const PlusIcon = /* @__PURE__ */ createIcon(Plus);
export const SettingsIcon = /* @__PURE__ */ createIcon(Settings);
export const ShareIcon = /* @__PURE__ */ createIcon(Share2);
export const SlidersHorizontalIcon = /* @__PURE__ */ createIcon(SlidersHorizontal);
export const SquareCheckIcon = /* @__PURE__ */ createIcon(SquareCheck);
export const SparklesIcon = /* @__PURE__ */ createIcon(Sparkles);
export const TagIcon = /* @__PURE__ */ createIcon(Tag);
export const Trash2Icon = /* @__PURE__ */ createIcon(Trash2);
export const TypeIcon = /* @__PURE__ */ createIcon(Type);
export const XIcon = /* @__PURE__ */ createIcon(X);
