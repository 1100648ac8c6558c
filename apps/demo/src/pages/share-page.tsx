import { Button, ImageGridView, Skeleton } from "@pocketkit/ui";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";

import { photoCountText } from "../features/photo-count";
import { fetchSharedPage, ShareError } from "../features/share-api";
import { SharePasswordForm } from "../features/share-password-form";
import { LINK_UNAVAILABLE } from "../features/share-rules";
import { SharedPhotos } from "../features/shared-photos";
import { SharedLayout } from "../layout/shared-layout";
import { useDocumentTitle } from "../layout/use-document-title";

const expiryDay = new Intl.DateTimeFormat("en-GB", { dateStyle: "long" });

/**
 * `/s/:slug`, the page a share link opens, for anyone and without an account: the album's or
 * selection's photos, page after page, each full screen in the viewer (its id in `?photo=`, so
 * Back closes it); a password form first when the link has one; DESIGN §8's one sentence when the
 * link has expired, was turned off or never was.
 */
export default function SharePage() {
  const { slug = "" } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ["gallery-share", slug], [slug]);
  const shared = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchSharedPage(slug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    // A refusal is an answer; only an unreachable server is worth asking again.
    retry: (failures, error) => error instanceof ShareError && error.code === "unavailable" && failures < 2,
  });
  const photos = useMemo(() => shared.data?.pages.flatMap((page) => page.photos) ?? [], [shared.data]);
  const first = shared.data?.pages[0];
  const heading = first ? first.title || "Shared photos" : "Shared photos";
  useDocumentTitle(
    shared.error instanceof ShareError && shared.error.code === "link_unavailable"
      ? "Link unavailable"
      : heading,
  );

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = shared;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const openPhoto = (photoId: string | undefined, replace: boolean) => {
    if (photoId === undefined) {
      // Opened from the grid: Back to it. Opened from a link to the photo: the grid, in place.
      if ((location.state as { fromGrid?: boolean } | null)?.fromGrid) navigate(-1);
      else setSearch({}, { replace: true });
      return;
    }
    setSearch({ photo: photoId }, { replace, state: replace ? location.state : { fromGrid: true } });
  };

  if (shared.isPending) {
    return (
      <SharedLayout>
        <div className="pk:grid pk:gap-6">
          <Skeleton className="pk:h-8 pk:w-64" />
          <ImageGridView items={[]} loading label="Shared photos" />
        </div>
      </SharedLayout>
    );
  }
  if (shared.isError && !first) {
    const code = shared.error instanceof ShareError ? shared.error.code : "unavailable";
    if (code === "password_required") {
      return (
        <SharedLayout>
          <SharePasswordForm slug={slug} onUnlocked={() => void queryClient.resetQueries({ queryKey })} />
        </SharedLayout>
      );
    }
    if (code === "link_unavailable") {
      return (
        <SharedLayout>
          <div className="pk:mx-auto pk:grid pk:max-w-md pk:gap-3 pk:text-center pk:sm:mt-10">
            <h1 className="pk:m-0 pk:text-xl pk:font-semibold">{LINK_UNAVAILABLE}</h1>
            <p className="pk:m-0 pk:text-muted-foreground">Ask the person who shared it for a new link.</p>
          </div>
        </SharedLayout>
      );
    }
    return (
      <SharedLayout>
        <div role="alert" className="pk:grid pk:justify-items-start pk:gap-3">
          <h1 className="pk:m-0 pk:text-xl pk:font-semibold">{shared.error.message}</h1>
          <Button variant="outline" onClick={() => void shared.refetch()}>
            Try again
          </Button>
        </div>
      </SharedLayout>
    );
  }

  const total = first?.totalPhotos ?? photos.length;
  const facts = [photoCountText(total)];
  if (first?.expiresAt)
    facts.push(`Link works until ${expiryDay.format(new Date(first.expiresAt.replace(" ", "T")))}`);
  return (
    <SharedLayout>
      <div className="pk:grid pk:gap-6">
        <div className="pk:grid pk:gap-1">
          <h1 className="pk:m-0 pk:text-2xl pk:font-semibold pk:break-words">{heading}</h1>
          <p className="pk:m-0 pk:text-sm pk:text-muted-foreground">{facts.join(" · ")}</p>
        </div>
        <SharedPhotos
          slug={slug}
          photos={photos}
          total={total}
          allowDownload={first?.allowDownload ?? false}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          openId={search.get("photo") ?? undefined}
          onOpenChange={openPhoto}
        />
      </div>
    </SharedLayout>
  );
}
