package embedded

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason"
)

// benchRegistry is a registry of n made-up tools, each with a few
// sentences of description and when_to_use, as plugin directories write.
func benchRegistry(n int) []toolspec.Spec {
	verbs := []string{"plan", "track", "compare", "summarize", "translate", "book", "forecast", "draft", "search", "convert", "audit", "schedule", "recommend", "visualize", "monitor"}
	things := []string{"hiking trails", "recipes", "train fares", "podcast episodes", "garden chores", "museum tickets", "tide tables",
		"bird sightings", "chess openings", "knitting patterns", "solar output", "library loans", "yoga sessions", "wine pairings",
		"bicycle repairs", "star charts", "poetry drafts", "moving boxes", "campground sites", "vinyl records", "language lessons",
		"pet vaccinations", "board games", "ferry timetables", "pottery classes"}
	out := make([]toolspec.Spec, n)
	for i := range out {
		v, t, u := verbs[i%len(verbs)], things[i%len(things)], things[(i*7+3)%len(things)]
		out[i] = toolspec.Spec{
			Name:        fmt.Sprintf("%s_%s_%d", v, t[:4], i),
			Description: fmt.Sprintf("Helps people %s %s. It keeps a history of %s and can share the results with friends.", v, t, u),
			WhenToUse: fmt.Sprintf("Use it when the user wants to %s %s or asks about %s nearby. It answers in plain language, "+
				"lists sources, and explains how the figures were gathered so that the user can check them later.", v, t, u),
			SideEffect: toolspec.Read,
		}
	}
	return out
}

// longGoal is a goal of several sentences, as people write when they
// explain their situation before they ask.
const longGoal = "We are moving to a small town by the coast next month and I have too much to keep track of. " +
	"My partner wants to know which hiking trails are close to the new house, and whether any of them are safe for our dog. " +
	"I also promised my sister that I would compare train fares for her visit in the spring, ideally on weekdays. " +
	"On top of that, the kids keep asking about pottery classes and board games clubs for the summer. " +
	"Could you summarize the campground sites near the beach and tell me when the ferry timetables change for the season?"

// BenchmarkPlanPartsOfRegistry plans a long goal over a different part of
// a registry each time, as a caller sees only some of the registry's
// tools: every plan indexes new candidates against the whole registry's
// word statistics.
func BenchmarkPlanPartsOfRegistry(b *testing.B) {
	reg := benchRegistry(200)
	e := New(Options{Now: func() time.Time { return monday }, Registry: func() []toolspec.Spec { return reg }})
	ctx := context.Background()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		part := reg[i%190 : i%190+10]
		i += 7
		tk, err := e.Parse(ctx, longGoal, nil)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := e.Plan(ctx, reason.NewRun(tk, nil), part); err != nil {
			b.Fatal(err)
		}
	}
}
