import {
  Archive,
  ArchiveRestore,
  ArrowDown,
  ArrowUp,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  ChevronsUpDown,
  Circle,
  CircleAlert,
  CircleCheck,
  CircleUser,
  Clock,
  CloudOff,
  Database,
  Download,
  Eye,
  File,
  Filter,
  Image,
  ImageOff,
  LoaderCircle,
  LogIn,
  LogOut,
  Menu,
  Minus,
  Play,
  Plus,
  PowerOff,
  RefreshCw,
  RotateCcw,
  RotateCw,
  Scan,
  ScrollText,
  Search,
  Send,
  Settings,
  ShieldCheck,
  Sparkles,
  Square,
  Trash2,
  TriangleAlert,
  Upload,
  UserPlus,
  Users,
  WifiOff,
  X,
  ZoomIn,
  ZoomOut,
  type IconNode,
} from "lucide";
import { createElement, type ComponentType, type SVGProps } from "react";

// The kit's icons: lucide's, drawn from its icon data by the few lines below rather than through
// lucide-react's runtime (context, class builders, accessibility guessing; docs/decisions.md).
// Same icons, same attributes; lucide-react icons fit every `icon` prop too.

export type IconProps = SVGProps<SVGSVGElement> & {
  /** Width and height. @default 24 (a `pk:size-*` class usually sets it) */
  size?: number | string;
};

/** An icon component, the kit's or lucide-react's. */
export type Icon = ComponentType<IconProps>;

/**
 * An icon component drawn from lucide's icon data (the `lucide` package), as the kit draws its
 * own: an app's icons without lucide-react's runtime.
 *
 * @example
 * import { Heart } from "lucide";
 * const HeartIcon = createIcon(Heart);
 * <HeartIcon className="pk:size-4" />
 */
export function createIcon(node: IconNode): Icon {
  return function LucideIcon({ size = 24, children, ...props }: IconProps) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        // Decorative unless named.
        "aria-hidden": props["aria-label"] || props["aria-labelledby"] ? undefined : true,
        ...props,
      },
      ...node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
      children,
    );
  };
}

export const ArchiveIcon = /* @__PURE__ */ createIcon(Archive);
export const ArchiveRestoreIcon = /* @__PURE__ */ createIcon(ArchiveRestore);
export const ArrowDownIcon = /* @__PURE__ */ createIcon(ArrowDown);
export const ArrowUpIcon = /* @__PURE__ */ createIcon(ArrowUp);
export const CheckIcon = /* @__PURE__ */ createIcon(Check);
export const ChevronDownIcon = /* @__PURE__ */ createIcon(ChevronDown);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(ChevronLeft);
export const ChevronRightIcon = /* @__PURE__ */ createIcon(ChevronRight);
export const ChevronUpIcon = /* @__PURE__ */ createIcon(ChevronUp);
export const ChevronsUpDownIcon = /* @__PURE__ */ createIcon(ChevronsUpDown);
export const CircleAlertIcon = /* @__PURE__ */ createIcon(CircleAlert);
export const CircleCheckIcon = /* @__PURE__ */ createIcon(CircleCheck);
export const CircleIcon = /* @__PURE__ */ createIcon(Circle);
export const CircleUserIcon = /* @__PURE__ */ createIcon(CircleUser);
export const ClockIcon = /* @__PURE__ */ createIcon(Clock);
export const CloudOffIcon = /* @__PURE__ */ createIcon(CloudOff);
export const DatabaseIcon = /* @__PURE__ */ createIcon(Database);
export const DownloadIcon = /* @__PURE__ */ createIcon(Download);
export const EyeIcon = /* @__PURE__ */ createIcon(Eye);
export const FileIcon = /* @__PURE__ */ createIcon(File);
export const FilterIcon = /* @__PURE__ */ createIcon(Filter);
export const ImageIcon = /* @__PURE__ */ createIcon(Image);
export const ImageOffIcon = /* @__PURE__ */ createIcon(ImageOff);
export const LoaderCircleIcon = /* @__PURE__ */ createIcon(LoaderCircle);
export const LogInIcon = /* @__PURE__ */ createIcon(LogIn);
export const LogOutIcon = /* @__PURE__ */ createIcon(LogOut);
export const MenuIcon = /* @__PURE__ */ createIcon(Menu);
export const MinusIcon = /* @__PURE__ */ createIcon(Minus);
export const PlayIcon = /* @__PURE__ */ createIcon(Play);
export const PlusIcon = /* @__PURE__ */ createIcon(Plus);
export const PowerOffIcon = /* @__PURE__ */ createIcon(PowerOff);
export const RefreshCwIcon = /* @__PURE__ */ createIcon(RefreshCw);
export const RotateCcwIcon = /* @__PURE__ */ createIcon(RotateCcw);
export const RotateCwIcon = /* @__PURE__ */ createIcon(RotateCw);
export const ScanIcon = /* @__PURE__ */ createIcon(Scan);
export const ScrollTextIcon = /* @__PURE__ */ createIcon(ScrollText);
export const SearchIcon = /* @__PURE__ */ createIcon(Search);
export const SendIcon = /* @__PURE__ */ createIcon(Send);
export const SettingsIcon = /* @__PURE__ */ createIcon(Settings);
export const ShieldCheckIcon = /* @__PURE__ */ createIcon(ShieldCheck);
export const SparklesIcon = /* @__PURE__ */ createIcon(Sparkles);
export const SquareIcon = /* @__PURE__ */ createIcon(Square);
export const Trash2Icon = /* @__PURE__ */ createIcon(Trash2);
export const TriangleAlertIcon = /* @__PURE__ */ createIcon(TriangleAlert);
export const UploadIcon = /* @__PURE__ */ createIcon(Upload);
export const UserPlusIcon = /* @__PURE__ */ createIcon(UserPlus);
export const UsersIcon = /* @__PURE__ */ createIcon(Users);
export const WifiOffIcon = /* @__PURE__ */ createIcon(WifiOff);
export const XIcon = /* @__PURE__ */ createIcon(X);
export const ZoomInIcon = /* @__PURE__ */ createIcon(ZoomIn);
export const ZoomOutIcon = /* @__PURE__ */ createIcon(ZoomOut);
