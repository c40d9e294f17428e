package main

import (
	"fmt"

	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/kyaml/filesys"
)

// Rendered is one object of a rendered kustomization, as YAML.
type Rendered struct {
	// ID names the object for findings: Kind namespace/name.
	ID   string
	YAML []byte
}

// Render builds the kustomization in dir as `kubectl kustomize` would,
// with kustomize's default options (files outside dir refused).
func Render(dir string) ([]Rendered, error) {
	k := krusty.MakeKustomizer(krusty.MakeDefaultOptions())
	m, err := k.Run(filesys.MakeFsOnDisk(), dir)
	if err != nil {
		return nil, fmt.Errorf("render %s: %w", dir, err)
	}
	out := make([]Rendered, 0, m.Size())
	for _, r := range m.Resources() {
		y, err := r.AsYAML()
		if err != nil {
			return nil, fmt.Errorf("render %s: %s: %w", dir, r.CurId(), err)
		}
		out = append(out, Rendered{ID: objectID(r.GetKind(), r.GetNamespace(), r.GetName()), YAML: y})
	}
	return out, nil
}

func objectID(kind, namespace, name string) string {
	if namespace == "" {
		return kind + " " + name
	}
	return kind + " " + namespace + "/" + name
}
