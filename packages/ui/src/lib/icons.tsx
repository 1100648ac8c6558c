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
  ImageOff,
  LoaderCircle,
  LogIn,
  LogOut,
  Menu,
  Play,
  Plus,
  PowerOff,
  RefreshCw,
  RotateCcw,
  RotateCw,
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

function icon(node: IconNode): Icon {
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

export const ArchiveIcon = /* @__PURE__ */ icon(Archive);
export const ArchiveRestoreIcon = /* @__PURE__ */ icon(ArchiveRestore);
export const ArrowDownIcon = /* @__PURE__ */ icon(ArrowDown);
export const ArrowUpIcon = /* @__PURE__ */ icon(ArrowUp);
export const CheckIcon = /* @__PURE__ */ icon(Check);
export const ChevronDownIcon = /* @__PURE__ */ icon(ChevronDown);
export const ChevronLeftIcon = /* @__PURE__ */ icon(ChevronLeft);
export const ChevronRightIcon = /* @__PURE__ */ icon(ChevronRight);
export const ChevronUpIcon = /* @__PURE__ */ icon(ChevronUp);
export const ChevronsUpDownIcon = /* @__PURE__ */ icon(ChevronsUpDown);
export const CircleAlertIcon = /* @__PURE__ */ icon(CircleAlert);
export const CircleCheckIcon = /* @__PURE__ */ icon(CircleCheck);
export const CircleIcon = /* @__PURE__ */ icon(Circle);
export const CircleUserIcon = /* @__PURE__ */ icon(CircleUser);
export const ClockIcon = /* @__PURE__ */ icon(Clock);
export const CloudOffIcon = /* @__PURE__ */ icon(CloudOff);
export const DatabaseIcon = /* @__PURE__ */ icon(Database);
export const DownloadIcon = /* @__PURE__ */ icon(Download);
export const EyeIcon = /* @__PURE__ */ icon(Eye);
export const FileIcon = /* @__PURE__ */ icon(File);
export const FilterIcon = /* @__PURE__ */ icon(Filter);
export const ImageOffIcon = /* @__PURE__ */ icon(ImageOff);
export const LoaderCircleIcon = /* @__PURE__ */ icon(LoaderCircle);
export const LogInIcon = /* @__PURE__ */ icon(LogIn);
export const LogOutIcon = /* @__PURE__ */ icon(LogOut);
export const MenuIcon = /* @__PURE__ */ icon(Menu);
export const PlayIcon = /* @__PURE__ */ icon(Play);
export const PlusIcon = /* @__PURE__ */ icon(Plus);
export const PowerOffIcon = /* @__PURE__ */ icon(PowerOff);
export const RefreshCwIcon = /* @__PURE__ */ icon(RefreshCw);
export const RotateCcwIcon = /* @__PURE__ */ icon(RotateCcw);
export const RotateCwIcon = /* @__PURE__ */ icon(RotateCw);
export const ScrollTextIcon = /* @__PURE__ */ icon(ScrollText);
export const SearchIcon = /* @__PURE__ */ icon(Search);
export const SendIcon = /* @__PURE__ */ icon(Send);
export const SettingsIcon = /* @__PURE__ */ icon(Settings);
export const ShieldCheckIcon = /* @__PURE__ */ icon(ShieldCheck);
export const SparklesIcon = /* @__PURE__ */ icon(Sparkles);
export const SquareIcon = /* @__PURE__ */ icon(Square);
export const Trash2Icon = /* @__PURE__ */ icon(Trash2);
export const TriangleAlertIcon = /* @__PURE__ */ icon(TriangleAlert);
export const UploadIcon = /* @__PURE__ */ icon(Upload);
export const UserPlusIcon = /* @__PURE__ */ icon(UserPlus);
export const UsersIcon = /* @__PURE__ */ icon(Users);
export const WifiOffIcon = /* @__PURE__ */ icon(WifiOff);
export const XIcon = /* @__PURE__ */ icon(X);
