// Package lint checks a tool catalog for what makes a planner pick the
// wrong tool: tools without a boundary (when_not_to_use), pairs whose
// descriptions are too alike to tell apart, boundaries that point at a tool
// that does not exist, and write tools that run without a person's
// approval.
package lint

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/hermes-agent/hermes/libs/toolspec"
)

// Checks, as findings name them.
const (
	NoBoundary      = "no_when_not_to_use"
	Confusable      = "confusable_pair"
	UnknownBoundary = "boundary_names_unknown_tool"
	WriteNoApproval = "write_without_approval"
)

// DefaultSimilarity is the word overlap (Jaccard, 0..1) from which two
// descriptions count as too alike.
const DefaultSimilarity = 0.4

// Finding is one problem in a catalog.
type Finding struct {
	Check string `json:"check"`
	Tool  string `json:"tool"`
	// Other is the second tool of a confusable pair, or the unknown tool a
	// boundary names.
	Other string `json:"other,omitempty"`
	// Similarity and Shared say how alike a pair's descriptions are.
	Similarity float64  `json:"similarity,omitempty"`
	Shared     []string `json:"shared_words,omitempty"`
	// Descriptions are both tools' descriptions, for a confusable pair.
	Descriptions []string `json:"descriptions,omitempty"`
	Message      string   `json:"message"`
}

// Check lints specs. similarity is the threshold of Confusable (0 means
// DefaultSimilarity). Findings come sorted by tool, then check.
func Check(specs []toolspec.Spec, similarity float64) []Finding {
	if similarity <= 0 {
		similarity = DefaultSimilarity
	}
	names := map[string]bool{}
	for _, s := range specs {
		names[s.Name] = true
	}
	var out []Finding
	for _, s := range specs {
		out = append(out, single(s, names)...)
	}
	out = append(out, pairs(specs, similarity)...)
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Tool != out[j].Tool {
			return out[i].Tool < out[j].Tool
		}
		return out[i].Check < out[j].Check
	})
	return out
}

// toolNameRE finds what looks like a tool name in prose: a snake_case
// identifier.
var toolNameRE = regexp.MustCompile(`\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b`)

func single(s toolspec.Spec, names map[string]bool) []Finding {
	var out []Finding
	if strings.TrimSpace(s.WhenNotToUse) == "" {
		out = append(out, Finding{Check: NoBoundary, Tool: s.Name,
			Message: "no when_not_to_use: say what this tool is NOT for and which tool to use instead"})
	}
	seen := map[string]bool{}
	for _, ref := range toolNameRE.FindAllString(s.WhenNotToUse, -1) {
		if !names[ref] && !seen[ref] {
			seen[ref] = true
			out = append(out, Finding{Check: UnknownBoundary, Tool: s.Name, Other: ref,
				Message: fmt.Sprintf("when_not_to_use points at %s, which is not in the catalog", ref)})
		}
	}
	if s.SideEffect == toolspec.Write && !s.RequiresApproval {
		out = append(out, Finding{Check: WriteNoApproval, Tool: s.Name,
			Message: "writes without approval: set requires_approval: true, or say in review why it is safe to run unattended"})
	}
	return out
}

// pairs finds descriptions too alike to choose between, unless each
// tool's boundary already names the other (the way to tell them apart).
func pairs(specs []toolspec.Spec, similarity float64) []Finding {
	words := make([]map[string]bool, len(specs))
	for i, s := range specs {
		words[i] = Words(s.Description + " " + s.WhenToUse)
	}
	var out []Finding
	for i := range specs {
		for j := i + 1; j < len(specs); j++ {
			sim, shared := jaccard(words[i], words[j])
			a, b := specs[i], specs[j]
			if sim < similarity || (mentions(a.WhenNotToUse, b.Name) && mentions(b.WhenNotToUse, a.Name)) {
				continue
			}
			if a.Name > b.Name {
				a, b = b, a
			}
			out = append(out, Finding{Check: Confusable, Tool: a.Name, Other: b.Name,
				Similarity: float64(int(sim*100)) / 100, Shared: shared,
				Descriptions: []string{a.Description, b.Description},
				Message: fmt.Sprintf("%s and %s read alike (%.0f%% shared words): sharpen the descriptions or give each a when_not_to_use naming the other",
					a.Name, b.Name, sim*100)})
		}
	}
	return out
}

func mentions(text, name string) bool {
	return slices.Contains(toolNameRE.FindAllString(text, -1), name)
}

func jaccard(a, b map[string]bool) (float64, []string) {
	var shared []string
	for w := range a {
		if b[w] {
			shared = append(shared, w)
		}
	}
	union := len(a) + len(b) - len(shared)
	if union == 0 {
		return 0, nil
	}
	sort.Strings(shared)
	return float64(len(shared)) / float64(union), shared
}

// stop are English words that say nothing about what a tool is for.
var stop = map[string]bool{
	"the": true, "and": true, "for": true, "with": true, "from": true, "into": true, "that": true,
	"this": true, "are": true, "its": true, "per": true, "use": true, "not": true, "only": true,
	"returns": true, "return": true, "given": true, "when": true, "one": true, "all": true, "each": true,
	"was": true, "has": true, "have": true, "your": true, "you": true, "can": true, "will": true,
}

// Words returns the content words of text: lower-case Latin words of three
// letters or more without stop words (plurals made singular), and each pair
// of adjacent Han characters.
func Words(text string) map[string]bool {
	out := map[string]bool{}
	rs := []rune(text)
	for i := 0; i < len(rs); {
		switch r := rs[i]; {
		case unicode.Is(unicode.Han, r):
			j := i
			for j < len(rs) && unicode.Is(unicode.Han, rs[j]) {
				j++
			}
			for k := i; k+1 < j; k++ {
				out[string(rs[k:k+2])] = true
			}
			i = j
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			j := i
			for j < len(rs) && !unicode.Is(unicode.Han, rs[j]) && (unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j])) {
				j++
			}
			w := strings.ToLower(string(rs[i:j]))
			switch {
			case len(w) > 4 && strings.HasSuffix(w, "ies"):
				w = w[:len(w)-3] + "y"
			case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
				w = w[:len(w)-1]
			}
			if len(w) >= 3 && !stop[w] {
				out[w] = true
			}
			i = j
		default:
			i++
		}
	}
	return out
}
