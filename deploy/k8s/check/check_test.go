package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	corev1 "k8s.io/api/core/v1"
)

func decoder(t *testing.T) *Decoder {
	t.Helper()
	dec, err := NewDecoder()
	if err != nil {
		t.Fatal(err)
	}
	return dec
}

func render(t *testing.T, dir string) []Rendered {
	t.Helper()
	rendered, err := Render(dir)
	if err != nil {
		t.Fatal(err)
	}
	return rendered
}

// The overlays that ship are clean.
func TestOverlaysPassEveryCheck(t *testing.T) {
	dirs, err := overlayDirs(filepath.Join("..", "overlays"))
	if err != nil {
		t.Fatal(err)
	}
	dec := decoder(t)
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			rendered := render(t, dir)
			if len(rendered) == 0 {
				t.Fatal("the overlay rendered no objects")
			}
			for _, f := range Check(dec, rendered) {
				t.Errorf("%s", f)
			}
		})
	}
}

func TestTheGoodFixturePasses(t *testing.T) {
	for _, f := range Check(decoder(t), render(t, filepath.Join("testdata", "good"))) {
		t.Errorf("%s", f)
	}
}

// Each broken fixture is the good one with one defect: the check it names
// must find it, and no other check may fire.
func TestEachCheckCatchesItsBrokenFixture(t *testing.T) {
	tests := []struct {
		fixture string
		check   string
	}{
		{"decode-unknown-field", CheckDecode},
		{"decode-unknown-kind", CheckDecode},
		{"probes-readiness", CheckProbes},
		{"probes-liveness", CheckProbes},
		{"grpc-probe-tcp", CheckGRPCProbe},
		{"resources-no-limits", CheckResources},
		{"resources-no-memory-request", CheckResources},
		{"security-writable-root", CheckSecurityContext},
		{"security-root", CheckSecurityContext},
		{"security-capabilities", CheckSecurityContext},
		{"inline-secret-env", CheckInlineSecret},
		{"inline-secret-path", CheckInlineSecret},
		{"inline-secret-object", CheckInlineSecret},
		{"inline-secret-configmap", CheckInlineSecret},
		{"image-latest", CheckImageTag},
		{"image-untagged", CheckImageTag},
		{"service-selector", CheckServiceSelector},
		{"service-port", CheckServiceSelector},
		{"netpol-selector", CheckNetpolSelector},
		{"netpol-peer", CheckNetpolSelector},
		{"pdb-selector", CheckPDBSelector},
		{"hpa-target", CheckHPATarget},
		{"hpa-replicas", CheckHPATarget},
		{"configmap-ref", CheckConfigMapRef},
		{"tool-env", CheckToolEnv},
		{"grpc-probe-main-port", CheckGRPCProbe},
		{"service-tls-no-allow", CheckServiceTLS},
		{"service-tls-cert-outside-secret", CheckServiceTLS},
	}
	dec := decoder(t)
	covered := map[string]bool{}
	for _, tc := range tests {
		covered[tc.fixture] = true
		t.Run(tc.fixture, func(t *testing.T) {
			findings := Check(dec, render(t, filepath.Join("testdata", "broken", tc.fixture)))
			if len(findings) == 0 {
				t.Fatalf("no finding, want one from %s", tc.check)
			}
			for _, f := range findings {
				if f.Check != tc.check {
					t.Errorf("finding %s, want only %s findings", f, tc.check)
				}
			}
		})
	}
	entries, err := os.ReadDir(filepath.Join("testdata", "broken"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !covered[e.Name()] {
			t.Errorf("testdata/broken/%s has no case in this test", e.Name())
		}
	}
}

func TestImageProblem(t *testing.T) {
	tests := []struct {
		image string
		ok    bool
	}{
		{"redis:7.4.2-alpine", true},
		{"registry.example.com/hermes/planner:0.1.0", true},
		{"registry.example.com:5000/hermes/planner:0.1.0", true},
		{"hermes-planner@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef", true},
		{"hermes-planner", false},
		{"hermes-planner:", false},
		{"registry.example.com:5000/hermes/planner", false},
		{"hermes-planner:latest", false},
		{"", false},
	}
	for _, tc := range tests {
		t.Run(tc.image, func(t *testing.T) {
			if got := imageProblem(tc.image); (got == "") != tc.ok {
				t.Errorf("imageProblem(%q) = %q, want ok=%v", tc.image, got, tc.ok)
			}
		})
	}
}

func TestRunReportsFindingsAndFails(t *testing.T) {
	tests := []struct {
		name     string
		dir      string
		wantCode int
		wantOut  string
	}{
		{"clean", filepath.Join("testdata", "good"), 0, "0 findings"},
		{"broken", filepath.Join("testdata", "broken", "image-latest"), 1, "image-tag"},
		{"not a kustomization", "testdata", 1, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			if code := run([]string{tc.dir}, &out, &errOut); code != tc.wantCode {
				t.Errorf("exit %d, want %d; stdout %q stderr %q", code, tc.wantCode, out.String(), errOut.String())
			}
			if !strings.Contains(out.String(), tc.wantOut) {
				t.Errorf("stdout %q, want it to contain %q", out.String(), tc.wantOut)
			}
		})
	}
}

// A projected volume names Secret files only when every source is a Secret.
func TestSecretsOnly(t *testing.T) {
	secret := corev1.VolumeProjection{Secret: &corev1.SecretProjection{}}
	configMap := corev1.VolumeProjection{ConfigMap: &corev1.ConfigMapProjection{}}
	tests := []struct {
		name string
		v    corev1.VolumeSource
		want bool
	}{
		{"secret", corev1.VolumeSource{Secret: &corev1.SecretVolumeSource{SecretName: "s"}}, true},
		{"projected secrets", corev1.VolumeSource{Projected: &corev1.ProjectedVolumeSource{Sources: []corev1.VolumeProjection{secret, secret}}}, true},
		{"projected secret and ConfigMap", corev1.VolumeSource{Projected: &corev1.ProjectedVolumeSource{Sources: []corev1.VolumeProjection{secret, configMap}}}, false},
		{"projected nothing", corev1.VolumeSource{Projected: &corev1.ProjectedVolumeSource{}}, false},
		{"ConfigMap", corev1.VolumeSource{ConfigMap: &corev1.ConfigMapVolumeSource{}}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := secretsOnly(corev1.Volume{Name: "v", VolumeSource: tc.v}); got != tc.want {
				t.Errorf("secretsOnly = %v, want %v", got, tc.want)
			}
		})
	}
}
