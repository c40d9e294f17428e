// Package tlsconf builds the mutual-TLS settings of hermes's
// service-to-service hops from PEM files: each service has one certificate
// (its identity, presented both when it serves and when it calls), the
// cluster's CA (which every peer's certificate must chain to), and an
// allow-list of the client identities that may call its API.
package tlsconf

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"os"
	"slices"
	"strings"

	"google.golang.org/grpc"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/credentials"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/peer"
	"google.golang.org/grpc/status"
)

// Files names a service's certificate, its private key and the CA that
// signs every certificate of the cluster. All empty means plain text.
type Files struct {
	Cert string
	Key  string
	CA   string
	// Prefix is put before the setting names (tls-cert, …) in errors: a
	// service whose files come from -planner-tls-* sets "planner-".
	Prefix string
}

// Enabled reports whether any file is set.
func (f Files) Enabled() bool { return f.Cert != "" || f.Key != "" || f.CA != "" }

// Validate checks that the files are all set or all empty; the error names
// the missing setting.
func (f Files) Validate() error {
	if !f.Enabled() {
		return nil
	}
	for _, m := range []struct{ name, path string }{{"tls-cert", f.Cert}, {"tls-key", f.Key}, {"tls-ca", f.CA}} {
		if m.path == "" {
			return fmt.Errorf("%s%s: required when any of %[1]stls-cert, %[1]stls-key, %[1]stls-ca is set", f.Prefix, m.name)
		}
	}
	return nil
}

// load reads the key pair and the CA pool.
func (f Files) load() (tls.Certificate, *x509.CertPool, error) {
	if err := f.Validate(); err != nil {
		return tls.Certificate{}, nil, err
	}
	cert, err := tls.LoadX509KeyPair(f.Cert, f.Key)
	if err != nil {
		return tls.Certificate{}, nil, fmt.Errorf("%stls-cert %s, %stls-key %s: %w", f.Prefix, f.Cert, f.Prefix, f.Key, err)
	}
	pem, err := os.ReadFile(f.CA)
	if err != nil {
		return tls.Certificate{}, nil, fmt.Errorf("%stls-ca: %w", f.Prefix, err)
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pem) {
		return tls.Certificate{}, nil, fmt.Errorf("%stls-ca %s: no PEM certificate in the file", f.Prefix, f.CA)
	}
	return cert, pool, nil
}

// Server returns the server side: the service's certificate, and a client
// certificate verified against the CA whenever one is presented (one from
// another CA, or expired, fails the handshake). A client may connect
// without one so that health probes work; AllowList refuses such a caller
// every other RPC.
func (f Files) Server() (*tls.Config, error) {
	cert, pool, err := f.load()
	if err != nil {
		return nil, err
	}
	return &tls.Config{
		Certificates: []tls.Certificate{cert},
		ClientCAs:    pool,
		ClientAuth:   tls.VerifyClientCertIfGiven,
		MinVersion:   tls.VersionTLS12,
	}, nil
}

// Client returns the client side: the service's certificate, presented to
// the server, and the CA the server's certificate must chain to. The
// server's name is the host the client dials, so each certificate must
// carry the names and addresses its service is reached by.
func (f Files) Client() (*tls.Config, error) {
	cert, pool, err := f.load()
	if err != nil {
		return nil, err
	}
	return &tls.Config{Certificates: []tls.Certificate{cert}, RootCAs: pool, MinVersion: tls.VersionTLS12}, nil
}

// DialOption returns the transport credentials of a client: mutual TLS
// when files are set, plain text otherwise.
func (f Files) DialOption() (grpc.DialOption, error) {
	if !f.Enabled() {
		return grpc.WithTransportCredentials(insecure.NewCredentials()), nil
	}
	cfg, err := f.Client()
	if err != nil {
		return nil, err
	}
	return grpc.WithTransportCredentials(credentials.NewTLS(cfg)), nil
}

// ParseAllow splits a comma-separated allow-list, dropping blanks.
func ParseAllow(s string) []string {
	var out []string
	for p := range strings.SplitSeq(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// Identities are the names a verified certificate stands for: its DNS
// SANs and its subject CN.
func Identities(cert *x509.Certificate) []string {
	ids := slices.Clone(cert.DNSNames)
	if cert.Subject.CommonName != "" {
		ids = append(ids, cert.Subject.CommonName)
	}
	return ids
}

// AllowList admits a call whose client presented a certificate the CA
// verified and, when the list is not empty, that names one of its
// identities.
type AllowList struct {
	ids []string
}

// NewAllowList returns an allow-list of ids; none admits any verified
// certificate.
func NewAllowList(ids []string) *AllowList { return &AllowList{ids: ids} }

// Check returns nil when the caller of ctx may call, UNAUTHENTICATED when
// it presented no verified certificate, and PERMISSION_DENIED when its
// identity is not on the list.
func (a *AllowList) Check(ctx context.Context) error {
	p, ok := peer.FromContext(ctx)
	if !ok {
		return status.Error(codes.Unauthenticated, "no peer information on the call")
	}
	info, ok := p.AuthInfo.(credentials.TLSInfo)
	if !ok || len(info.State.VerifiedChains) == 0 || len(info.State.VerifiedChains[0]) == 0 {
		return status.Error(codes.Unauthenticated, "a client certificate signed by the cluster CA is required")
	}
	ids := Identities(info.State.VerifiedChains[0][0])
	if len(a.ids) == 0 {
		return nil
	}
	for _, id := range ids {
		if slices.Contains(a.ids, id) {
			return nil
		}
	}
	return status.Errorf(codes.PermissionDenied, "client identity %v is not allowed to call this service (allowed: %v)", ids, a.ids)
}
