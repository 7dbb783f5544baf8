/** 'Quick Quote Calculator': a rough yearly premium from type, cover and age, shown after each submit. */
import { css } from "@emotion/react";
import { useId, useState, type FormEvent } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { formatNaira } from "../../../form-contract/shared/naira";
import { calculatorInsuranceTypes, estimateYearlyQuote } from "../../lib/quote-estimate";
import { mq } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { controlStyle, labelAboveStyle } from "../../styles/form-controls";
import { buttonStyle } from "../../components/ui/Button";
import { NoScriptContact } from "../../components/NoScriptContact";
import { surfaceStyle } from "../../components/ui/Card";
import { Section } from "../../components/ui/Section";

const panelStyle = css`
  ${surfaceStyle};
  padding: ${theme.space.lg};
`;

const fieldsStyle = css`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  ${mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
  label {
    ${labelAboveStyle};
  }
`;

const submitStyle = css`
  cursor: pointer;
`;

/** Stays displayed while empty: some screen readers miss a live region that appears with its content. */
const resultStyle = css`
  &:not(:empty) {
    margin-top: ${theme.space.lg};
  }
  p:last-child {
    margin: 0;
  }
`;

const disclaimerStyle = css`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

interface NumberFieldProps {
  id: string;
  label: string;
  name: string;
  defaultValue: number;
  min: string;
  max?: string;
  step?: string;
}

/** A labelled, required whole number; the browser holds it to its range before the form submits. */
function NumberField({ id, label, name, defaultValue, ...range }: NumberFieldProps) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        name={name}
        {...range}
        inputMode="numeric"
        defaultValue={defaultValue}
        required
        css={controlStyle}
      />
    </div>
  );
}

export function QuoteCalculator() {
  const [estimate, setEstimate] = useState<number | null>(null);
  const hydrated = useHydrated();
  const id = useId();
  const formHeadingId = "quick-quote-heading";

  // Native constraint validation runs first: this only fires once every field is valid.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const insuranceType = data.get("insuranceType");
    setEstimate(
      estimateYearlyQuote({
        insuranceType: typeof insuranceType === "string" ? insuranceType : "",
        coverage: Number(data.get("coverage")),
        age: Number(data.get("age")),
      }),
    );
  };

  return (
    <Section
      id="quick-quote"
      heading="Quick Quote Calculator"
      intro="Answer three questions to see a rough yearly premium for the cover you need."
      tone="muted"
    >
      <NoScriptContact subject="The calculator" />
      <div css={panelStyle} data-needs-js="">
        <form onSubmit={handleSubmit} aria-labelledby={formHeadingId}>
          <div css={fieldsStyle}>
            <div>
              <label htmlFor={`${id}-type`}>Insurance type</label>
              <select id={`${id}-type`} name="insuranceType" defaultValue="auto" required css={controlStyle}>
                {calculatorInsuranceTypes.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <NumberField
              id={`${id}-coverage`}
              label="Coverage amount (₦)"
              name="coverage"
              min="10000"
              step="10000"
              defaultValue={50000}
            />
            <NumberField id={`${id}-age`} label="Your age" name="age" min="18" max="100" defaultValue={30} />
          </div>
          <button type="submit" disabled={!hydrated} css={[buttonStyle("primary"), submitStyle]}>
            Calculate Quote
          </button>
        </form>
        <div role="status" aria-live="polite" css={resultStyle}>
          {estimate !== null && (
            <>
              <p>
                Estimated yearly premium: <strong>{`${formatNaira(estimate)} per year`}</strong>
              </p>
              <p css={disclaimerStyle}>This is an estimate. Contact us for a detailed quote.</p>
              <p css={disclaimerStyle}>Final quotes may vary based on your specific circumstances.</p>
            </>
          )}
        </div>
      </div>
    </Section>
  );
}
