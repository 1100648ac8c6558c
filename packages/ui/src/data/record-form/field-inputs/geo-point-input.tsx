import { useCatalogue } from "../../../i18n/messages-context";
import { tableAndFormEn } from "../../messages";
import { Input } from "../../../primitives/input";
import { Label } from "../../../primitives/label";
import type { GeoPointText } from "../record-form-model";
import type { RecordFieldInputProps } from "./types";

/** Latitude (−90 to 90) and longitude (−180 to 180), in degrees. */
function GeoPointFieldInput({
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  id,
  describedBy,
  invalid,
  disabled,
  readOnly,
}: RecordFieldInputProps) {
  const t = useCatalogue(tableAndFormEn);
  const point = { lat: "", lon: "", ...(value as Partial<GeoPointText> | undefined) };
  const parts = [
    { key: "lat", label: t("data.form.geo.latitude"), min: -90, max: 90 },
    { key: "lon", label: t("data.form.geo.longitude"), min: -180, max: 180 },
  ] as const;
  return (
    <div
      data-slot="record-field-geo-point"
      className="pk:grid pk:gap-3 pk:sm:grid-cols-2"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
      }}
    >
      {parts.map((part, index) => (
        <div key={part.key} className="pk:grid pk:gap-1">
          <Label htmlFor={`${id}-${part.key}`} className="pk:font-normal pk:text-muted-foreground">
            {part.label}
          </Label>
          <Input
            id={`${id}-${part.key}`}
            ref={index === 0 ? inputRef : undefined}
            name={`${field.name}.${part.key}`}
            type="number"
            inputMode="decimal"
            step="any"
            min={part.min}
            max={part.max}
            value={point[part.key]}
            onChange={(event) => onChange({ ...point, [part.key]: event.target.value })}
            disabled={disabled}
            readOnly={readOnly}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        </div>
      ))}
    </div>
  );
}

export { GeoPointFieldInput };
