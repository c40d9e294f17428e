package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: check [OVERLAY_DIR...]   (default: every directory under ../overlays)")
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	dirs := fs.Args()
	if len(dirs) == 0 {
		var err error
		if dirs, err = overlayDirs(filepath.Join("..", "overlays")); err != nil {
			fmt.Fprintln(stderr, "check:", err)
			return 1
		}
	}
	dec, err := NewDecoder()
	if err != nil {
		fmt.Fprintln(stderr, "check:", err)
		return 1
	}
	failed := false
	for _, dir := range dirs {
		rendered, err := Render(dir)
		if err != nil {
			fmt.Fprintln(stderr, "check:", err)
			failed = true
			continue
		}
		findings := Check(dec, rendered)
		for _, f := range findings {
			fmt.Fprintf(stdout, "%s: %s\n", dir, f)
		}
		fmt.Fprintf(stdout, "%s: %d objects, %d findings\n", dir, len(rendered), len(findings))
		failed = failed || len(findings) > 0
	}
	if failed {
		return 1
	}
	return 0
}

// overlayDirs lists the directories under root that hold a kustomization.
func overlayDirs(root string) ([]string, error) {
	entries, err := os.ReadDir(root)
	if err != nil {
		return nil, err
	}
	var dirs []string
	for _, e := range entries {
		if _, err := os.Stat(filepath.Join(root, e.Name(), "kustomization.yaml")); e.IsDir() && err == nil {
			dirs = append(dirs, filepath.Join(root, e.Name()))
		}
	}
	if len(dirs) == 0 {
		return nil, fmt.Errorf("no kustomization under %s", root)
	}
	sort.Strings(dirs)
	return dirs, nil
}
