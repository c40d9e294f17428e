package tlsconf

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"time"
)

// DevValidity is how long certificates written by WriteCluster last.
const DevValidity = 365 * 24 * time.Hour

// CA is a certificate authority held in memory: for development clusters
// and tests, not for production PKI.
type CA struct {
	cert *x509.Certificate
	key  *ecdsa.PrivateKey
	pem  []byte
}

// NewCA returns a fresh self-signed ECDSA P-256 CA named name, valid from
// now for validity.
func NewCA(name string, validity time.Duration) (*CA, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	tmpl := &x509.Certificate{
		SerialNumber:          serial(),
		Subject:               pkix.Name{CommonName: name},
		NotBefore:             now.Add(-time.Minute),
		NotAfter:              now.Add(validity),
		KeyUsage:              x509.KeyUsageCertSign | x509.KeyUsageCRLSign,
		BasicConstraintsValid: true,
		IsCA:                  true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return nil, err
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		return nil, err
	}
	return &CA{cert: cert, key: key, pem: pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})}, nil
}

// CertPEM is the CA's certificate, the file every service's tls-ca names.
func (ca *CA) CertPEM() []byte { return ca.pem }

// Issue returns a certificate and its PKCS#8 key, both PEM, for name (the
// subject CN and first DNS SAN) and hosts (more DNS names or IP
// addresses), usable by a server and a client, valid from notBefore to
// notAfter.
func (ca *CA) Issue(name string, hosts []string, notBefore, notAfter time.Time) (certPEM, keyPEM []byte, err error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return nil, nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: serial(),
		Subject:      pkix.Name{CommonName: name},
		DNSNames:     []string{name},
		NotBefore:    notBefore,
		NotAfter:     notAfter,
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
	}
	for _, h := range hosts {
		if ip := net.ParseIP(h); ip != nil {
			tmpl.IPAddresses = append(tmpl.IPAddresses, ip)
		} else {
			tmpl.DNSNames = append(tmpl.DNSNames, h)
		}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca.cert, &key.PublicKey, ca.key)
	if err != nil {
		return nil, nil, err
	}
	keyDER, err := x509.MarshalPKCS8PrivateKey(key)
	if err != nil {
		return nil, nil, err
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}),
		pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: keyDER}), nil
}

// serial is a random 128-bit serial number.
func serial() *big.Int {
	n, err := rand.Int(rand.Reader, new(big.Int).Lsh(big.NewInt(1), 128))
	if err != nil {
		// crypto/rand does not fail on supported platforms.
		panic(err)
	}
	return n
}

// LocalHosts are the extra names every development certificate carries, so
// that a service on this machine is reachable by them.
func LocalHosts() []string { return []string{"localhost", "127.0.0.1", "::1"} }

// ClusterHosts are the names a service is dialled by in the Kubernetes
// manifests (deploy/k8s): its certificate must carry them, or a client's
// check of the server name fails. The gateway is dialled by clients on its
// public port, so its name is there for completeness.
func ClusterHosts(service string) []string {
	if service == "toolrunner" {
		return []string{"hermes-toolrunner-go", "hermes-toolrunner-http", "hermes-toolrunner-sql", "hermes-toolrunner-cli"}
	}
	return []string{"hermes-" + service}
}

// WriteCluster writes a fresh development CA (ca.crt; its key is not
// kept) and, for each service, NAME-tls.crt and NAME-tls.key (mode 0600;
// apart from the service's NAME.key signing key) with the service's name,
// its ClusterHosts and LocalHosts as subject alternative names, valid for
// DevValidity. It returns the files of each service, by name. Existing
// files are never overwritten.
func WriteCluster(dir string, services []string) (map[string]Files, error) {
	paths := []string{filepath.Join(dir, "ca.crt")}
	for _, s := range services {
		paths = append(paths, filepath.Join(dir, s+"-tls.crt"), filepath.Join(dir, s+"-tls.key"))
	}
	for _, p := range paths {
		if _, err := os.Stat(p); err == nil {
			return nil, fmt.Errorf("%s exists; remove it or choose another directory", p)
		}
	}
	ca, err := NewCA("hermes dev CA", DevValidity)
	if err != nil {
		return nil, err
	}
	caPath := paths[0]
	if err := os.WriteFile(caPath, ca.CertPEM(), 0o644); err != nil {
		return nil, err
	}
	out := make(map[string]Files, len(services))
	now := time.Now()
	for _, s := range services {
		certPEM, keyPEM, err := ca.Issue(s, append(ClusterHosts(s), LocalHosts()...), now.Add(-time.Minute), now.Add(DevValidity))
		if err != nil {
			return nil, err
		}
		f := Files{Cert: filepath.Join(dir, s+"-tls.crt"), Key: filepath.Join(dir, s+"-tls.key"), CA: caPath}
		if err := os.WriteFile(f.Cert, certPEM, 0o644); err != nil {
			return nil, err
		}
		if err := os.WriteFile(f.Key, keyPEM, 0o600); err != nil {
			return nil, err
		}
		out[s] = f
	}
	return out, nil
}
