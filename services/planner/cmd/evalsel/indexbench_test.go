package main

import (
	"testing"

	"github.com/hermes-agent/hermes/libs/toolspec"
	"github.com/hermes-agent/hermes/services/planner/reason/lexical"
)

// BenchmarkNewIndexUnseen builds the scorer's index over every unseen
// catalog's tools at once: about 750 tools written by different teams, a
// vocabulary as varied as a real registry's, where the synthetic catalogs
// of the lexical package's benchmarks repeat a few dozen words. A planner
// builds such an index for each part of its registry a caller may see.
func BenchmarkNewIndexUnseen(b *testing.B) {
	fsys, err := unseenFiles("")
	if err != nil {
		b.Fatal(err)
	}
	cats, err := loadUnseen(fsys)
	if err != nil {
		b.Fatal(err)
	}
	var all []toolspec.Spec
	for _, c := range cats {
		all = append(all, c.specs...)
	}
	b.ReportAllocs()
	for b.Loop() {
		lexical.NewIndex(all, lexical.Options{})
	}
	b.ReportMetric(float64(len(all)), "tools")
}
