package tlsconf

import (
	"crypto/x509"
	"encoding/pem"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A half-set or unreadable configuration fails with the setting (and the
// file) named.
func TestFilesErrorsNameTheSetting(t *testing.T) {
	dir := t.TempDir()
	cluster, err := WriteCluster(dir, []string{"planner"})
	if err != nil {
		t.Fatal(err)
	}
	good := cluster["planner"]
	notPEM := filepath.Join(dir, "not.pem")
	if err := os.WriteFile(notPEM, []byte("hello"), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name  string
		files Files
		want  string
	}{
		{"key missing", Files{Cert: good.Cert, CA: good.CA}, "tls-key"},
		{"CA missing", Files{Cert: good.Cert, Key: good.Key}, "tls-ca"},
		{"CA file absent", Files{Cert: good.Cert, Key: good.Key, CA: filepath.Join(dir, "nope.crt")}, "nope.crt"},
		{"CA file without a certificate", Files{Cert: good.Cert, Key: good.Key, CA: notPEM}, "not.pem"},
		{"key does not match", Files{Cert: good.Cert, Key: good.CA, CA: good.CA}, "tls-key"},
		{"prefixed setting missing", Files{Cert: good.Cert, Key: good.Key, Prefix: "planner-"}, "planner-tls-ca"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.files.Server()
			if err == nil {
				t.Fatal("loaded a broken configuration")
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %q does not name %s", err, tt.want)
			}
		})
	}
	if _, err := good.Client(); err != nil {
		t.Errorf("written files do not load: %v", err)
	}
}

// WriteCluster names each certificate after its service, reachable on this
// machine too, and never overwrites files already there.
func TestWriteClusterNamesServices(t *testing.T) {
	dir := t.TempDir()
	cluster, err := WriteCluster(dir, []string{"gateway", "planner"})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(cluster["gateway"].Cert)
	if err != nil {
		t.Fatal(err)
	}
	block, _ := pem.Decode(raw)
	cert, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		t.Fatal(err)
	}
	if ids := Identities(cert); !slices.Contains(ids, "gateway") || slices.Contains(ids, "planner") {
		t.Errorf("gateway certificate identities = %v", ids)
	}
	if err := cert.VerifyHostname("127.0.0.1"); err != nil {
		t.Errorf("gateway certificate does not serve 127.0.0.1: %v", err)
	}
	info, err := os.Stat(cluster["gateway"].Key)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Errorf("gateway key mode = %v, want 0600", info.Mode().Perm())
	}
	if _, err := WriteCluster(dir, []string{"toolrunner"}); err == nil {
		t.Error("a second WriteCluster into the same directory overwrote ca.crt")
	}
}

// The certificates hermes certs writes verify for the names the
// Kubernetes manifests dial each service by, as well as for localhost.
func TestClusterCertificatesNameTheManifestHosts(t *testing.T) {
	dir := t.TempDir()
	cluster, err := WriteCluster(dir, []string{"planner", "toolrunner"})
	if err != nil {
		t.Fatal(err)
	}
	for service, hosts := range map[string][]string{
		"planner":    {"hermes-planner", "planner", "localhost"},
		"toolrunner": {"hermes-toolrunner-go", "hermes-toolrunner-http", "hermes-toolrunner-sql", "hermes-toolrunner-cli", "toolrunner"},
	} {
		raw, err := os.ReadFile(cluster[service].Cert)
		if err != nil {
			t.Fatal(err)
		}
		block, _ := pem.Decode(raw)
		cert, err := x509.ParseCertificate(block.Bytes)
		if err != nil {
			t.Fatal(err)
		}
		for _, h := range hosts {
			if err := cert.VerifyHostname(h); err != nil {
				t.Errorf("%s certificate: %v", service, err)
			}
		}
	}
}
