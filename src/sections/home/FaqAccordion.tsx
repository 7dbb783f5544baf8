/** Questions and answers where at most one answer is open; the open question closes on a second click. */
import { css } from "@emotion/react";
import { Icon } from "../../icons/Icon";
import { useId, useState } from "react";
import { reducedMotion } from "../../styles/mq";
import { theme } from "../../styles/theme";
import { LawSources } from "../../components/LawSources";

interface Props {
  items: readonly {
    question: string;
    answer: string;
    sources?: readonly { title: string; section?: string | null; url: string }[] | null;
  }[];
}

const itemStyle = css`
  border-bottom: 1px solid ${theme.colors.border};
`;

const questionStyle = css`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.md} 0;
  border: 0;
  background: none;
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.bold};
  font-size: ${theme.fontSizes.lg};
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  ${reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

/** Animates height by moving the grid row between 0fr and 1fr; visibility keeps closed answers out of reach. */
const panelStyle = css`
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  transition:
    grid-template-rows 0.2s ease,
    visibility 0.2s;
  &[data-open="true"] {
    grid-template-rows: 1fr;
    visibility: visible;
  }
  > div {
    overflow: hidden;
  }
  p {
    margin: 0;
    padding-bottom: ${theme.space.md};
    max-width: ${theme.sizes.prose};
  }
  ${reducedMotion} {
    transition: none;
  }
`;

export function FaqAccordion({ items }: Props) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div>
      {items.map(({ question, answer, sources }, index) => {
        const isOpen = openIndex === index;
        const buttonId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div key={question} css={itemStyle}>
            <h3 css={{ margin: 0, fontSize: "inherit" }}>
              <button
                id={buttonId}
                type="button"
                css={questionStyle}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpenIndex(isOpen ? null : index)}
              >
                {question}
                <Icon name="ChevronDown" size={22} />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              css={panelStyle}
              data-open={isOpen}
              data-faq-answer=""
            >
              <div>
                <p>{answer}</p>
                <LawSources sources={sources} />
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
