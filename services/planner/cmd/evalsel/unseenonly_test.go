package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// TestUnseenOnlyReadsNoExternalSet runs -unseen-only with no external data
// at all: it prints each unseen catalog's lines and none of BFCL's or
// MetaTool's.
func TestUnseenOnlyReadsNoExternalSet(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"kiosk/tools.json": `[{"type":"function","function":{"name":"get_parcel","description":"Look up one parcel by its tracking number: where it is and when it arrives.",
			"parameters":{"type":"object","properties":{"tracking_no":{"type":"string","pattern":"^PK[0-9]{6}$"}},"required":["tracking_no"]}}}]`,
		"kiosk/goals.json": `{"catalog":"kiosk","split":"tune","tools":"tools.json","now":"2025-01-08T09:00:00Z","timezone":"UTC",
			"goals":[{"id":"k1","lang":"en","text":"where is parcel PK123456","tools":["get_parcel"],"args":{"get_parcel":{"tracking_no":"PK123456"}}}]}`,
	})
	t.Setenv("HERMES_EVAL_DATA", t.TempDir()+"/none")
	var out bytes.Buffer
	if err := run([]string{"-unseen-only", "-unseen", dir}, &out, io.Discard); err != nil {
		t.Fatalf("run -unseen-only: %v", err)
	}
	got := out.String()
	for _, want := range []string{"Unseen kiosk (tune)", "stated arguments right, per argument", "scorer threshold 0.20"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	for _, never := range []string{"BFCL", "MetaTool"} {
		if strings.Contains(got, never) {
			t.Errorf("output has %s lines:\n%s", never, got)
		}
	}
}

// TestDumpOfAnUnseenCatalogReadsNoExternalSet prints one unseen catalog's
// misses, with or without -unseen-only, with no external data at all.
func TestDumpOfAnUnseenCatalogReadsNoExternalSet(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"kiosk/tools.json": `[{"type":"function","function":{"name":"get_parcel","description":"Look up one parcel by its tracking number: where it is and when it arrives.",
			"parameters":{"type":"object","properties":{"tracking_no":{"type":"string","pattern":"^PK[0-9]{6}$"}},"required":["tracking_no"]}}}]`,
		"kiosk/goals.json": `{"catalog":"kiosk","split":"tune","tools":"tools.json","now":"2025-01-08T09:00:00Z","timezone":"UTC",
			"goals":[{"id":"k1","lang":"en","text":"sing me a song about the sea","tools":["get_parcel"],"args":{"get_parcel":{"tracking_no":"PK123456"}}}]}`,
	})
	t.Setenv("HERMES_EVAL_DATA", t.TempDir()+"/none")
	for _, args := range [][]string{
		{"-dump", "kiosk", "-unseen", dir},
		{"-dump", "kiosk", "-unseen-only", "-unseen", dir},
		{"-dump", "given-kiosk", "-unseen-only", "-unseen", dir},
	} {
		var out bytes.Buffer
		if err := run(args, &out, io.Discard); err != nil {
			t.Errorf("run %v: %v", args, err)
			continue
		}
		if got := out.String(); !strings.Contains(got, "k1 [en] sing me a song") || strings.Contains(got, "Unseen kiosk") {
			t.Errorf("run %v printed no dump of k1 alone:\n%s", args, got)
		}
	}
}
