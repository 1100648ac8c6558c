import { inLibrary, librarySorts } from "../features/library-query";
import { PhotoCount } from "../features/photo-count";
import { PhotoGrid } from "../features/photo-grid";
import { useDocumentTitle } from "../layout/use-document-title";

const FAVORITES = "favorite = true";

/** The photos with a heart, newest first by date taken. */
export default function FavoritesPage() {
  useDocumentTitle("Favourites");
  return (
    <div className="pk:grid pk:gap-6">
      <div className="pk:grid pk:gap-1">
        <h1 className="pk:m-0 pk:text-2xl pk:font-semibold">Favourites</h1>
        <PhotoCount scope={FAVORITES} />
      </div>
      <PhotoGrid
        filter={inLibrary(FAVORITES)}
        sort={librarySorts.newest}
        label="Favourite photos"
        emptyState={
          <p className="pk:m-0">No favourites yet. Open a photo and press the heart to keep it here.</p>
        }
      />
    </div>
  );
}
